/* cairo_bench.c - time cairo on the peers_render.py scenes without Python overhead.
 *
 * Input: the line format written by scenes_to_text.py (parsed once, outside the timing).
 * For every scene and scale 1, 2, 3 it times N renders (surface creation, every op,
 * flush and destruction) and prints the median in microseconds, the same span that
 * `scene-replay --time` measures for the Swift renderer (canvas creation and every op).
 *
 * Build: cc -O2 -o cairo_bench cairo_bench.c $(pkg-config --cflags --libs cairo) -lm
 * Run:   ./cairo_bench scenes.txt [N]
 */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { char kind; double v[6]; } Cmd;
typedef struct {
  char kind[16];
  double a[16];
  int rule, ncmd, ndash;
  double dash[64];
  Cmd *cmds;
} Op;
typedef struct { char name[64]; double w, h; int nops; Op *ops; } Scene;

static void path(cairo_t *cr, const Op *op) {
  cairo_new_path(cr);
  for (int i = 0; i < op->ncmd; i++) {
    const Cmd *c = &op->cmds[i];
    const double *v = c->v;
    switch (c->kind) {
    case 'M': cairo_move_to(cr, v[0], v[1]); break;
    case 'L': cairo_line_to(cr, v[0], v[1]); break;
    case 'Q': {
      double x0, y0;
      cairo_get_current_point(cr, &x0, &y0);
      cairo_curve_to(cr, x0 + 2.0 / 3 * (v[0] - x0), y0 + 2.0 / 3 * (v[1] - y0),
                     v[2] + 2.0 / 3 * (v[0] - v[2]), v[3] + 2.0 / 3 * (v[1] - v[3]), v[2], v[3]);
      break;
    }
    case 'C': cairo_curve_to(cr, v[0], v[1], v[2], v[3], v[4], v[5]); break;
    case 'Z': cairo_close_path(cr); break;
    case 'A':
      if (v[5] != 0) cairo_arc(cr, v[0], v[1], v[2], v[3], v[4]);
      else cairo_arc_negative(cr, v[0], v[1], v[2], v[3], v[4]);
      break;
    case 'O':
      cairo_new_sub_path(cr);
      cairo_arc(cr, v[0], v[1], v[2], 0, 2 * M_PI);
      cairo_close_path(cr);
      break;
    case 'R': {
      double x = v[0], y = v[1], w = v[2], h = v[3], r = v[4];
      cairo_new_sub_path(cr);
      cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
      cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
      cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
      cairo_arc(cr, x + r, y + r, r, M_PI, 1.5 * M_PI);
      cairo_close_path(cr);
      break;
    }
    }
  }
}

static void source(cairo_t *cr, const double *c) {
  cairo_set_source_rgba(cr, c[0] / 255, c[1] / 255, c[2] / 255, c[3] / 255);
}

static void render(const Scene *s, int scale) {
  int w = (int)lround(s->w * scale), h = (int)lround(s->h * scale);
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create(surface);
  cairo_scale(cr, scale, scale);
  double alphas[32];
  int depth = 0;
  for (int i = 0; i < s->nops; i++) {
    const Op *op = &s->ops[i];
    const char *k = op->kind;
    if (!strcmp(k, "clear")) {
      cairo_save(cr);
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
      source(cr, op->a);
      cairo_paint(cr);
      cairo_restore(cr);
    } else if (!strcmp(k, "save")) cairo_save(cr);
    else if (!strcmp(k, "restore")) cairo_restore(cr);
    else if (!strcmp(k, "translate")) cairo_translate(cr, op->a[0], op->a[1]);
    else if (!strcmp(k, "rotate")) cairo_rotate(cr, op->a[0]);
    else if (!strcmp(k, "scale")) cairo_scale(cr, op->a[0], op->a[1]);
    else if (!strcmp(k, "fill")) {
      path(cr, op);
      source(cr, op->a);
      cairo_set_fill_rule(cr, op->rule ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING);
      cairo_fill(cr);
    } else if (!strcmp(k, "stroke")) {
      static const cairo_line_cap_t caps[] = {CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND,
                                              CAIRO_LINE_CAP_SQUARE};
      static const cairo_line_join_t joins[] = {CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND,
                                                CAIRO_LINE_JOIN_BEVEL};
      path(cr, op);
      source(cr, op->a);
      cairo_set_line_width(cr, op->a[4]);
      cairo_set_line_cap(cr, caps[(int)op->a[5]]);
      cairo_set_line_join(cr, joins[(int)op->a[6]]);
      cairo_set_miter_limit(cr, op->a[7]);
      cairo_set_dash(cr, op->dash, op->ndash, op->a[8]);
      cairo_stroke(cr);
    } else if (!strcmp(k, "clip")) {
      path(cr, op);
      cairo_set_fill_rule(cr, op->rule ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING);
      cairo_clip(cr);
    } else if (!strcmp(k, "layer_begin")) {
      cairo_push_group(cr);
      alphas[depth++] = op->a[0];
    } else if (!strcmp(k, "layer_end")) {
      cairo_pop_group_to_source(cr);
      cairo_paint_with_alpha(cr, alphas[--depth]);
    }
  }
  cairo_surface_flush(surface);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
}

static int read_cmds(FILE *f, Op *op) {
  op->cmds = calloc(op->ncmd > 0 ? op->ncmd : 1, sizeof(Cmd));
  for (int i = 0; i < op->ncmd; i++) {
    char kind[4];
    if (fscanf(f, "%3s", kind) != 1) return -1;
    op->cmds[i].kind = kind[0];
    int n = strchr("ML", kind[0]) ? 2 : kind[0] == 'Q' ? 4 : kind[0] == 'C' ? 6 :
            kind[0] == 'A' ? 6 : kind[0] == 'O' ? 3 : kind[0] == 'R' ? 5 : 0;
    for (int j = 0; j < n; j++)
      if (fscanf(f, "%lf", &op->cmds[i].v[j]) != 1) return -1;
  }
  return 0;
}

static int load(const char *file, Scene *scenes, int max) {
  FILE *f = fopen(file, "r");
  if (!f) return -1;
  int count = -1;
  char word[32];
  while (fscanf(f, "%31s", word) == 1) {
    if (!strcmp(word, "scene")) {
      if (++count >= max) break;
      Scene *s = &scenes[count];
      if (fscanf(f, "%63s %lf %lf", s->name, &s->w, &s->h) != 3) return -1;
      s->ops = calloc(4096, sizeof(Op));
      s->nops = 0;
      continue;
    }
    Scene *s = &scenes[count];
    Op *op = &s->ops[s->nops++];
    snprintf(op->kind, sizeof op->kind, "%s", word);
    int n = !strcmp(word, "clear") ? 4 : !strcmp(word, "translate") || !strcmp(word, "scale") ? 2
          : !strcmp(word, "rotate") || !strcmp(word, "layer_begin") ? 1 : 0;
    for (int j = 0; j < n; j++) fscanf(f, "%lf", &op->a[j]);
    if (!strcmp(word, "fill")) {
      fscanf(f, "%d %lf %lf %lf %lf %d", &op->rule, &op->a[0], &op->a[1], &op->a[2], &op->a[3],
             &op->ncmd);
    } else if (!strcmp(word, "clip")) {
      fscanf(f, "%d %d", &op->rule, &op->ncmd);
    } else if (!strcmp(word, "stroke")) {
      int cap, join;
      fscanf(f, "%lf %lf %lf %lf %d %lf %d %d %lf %d", &op->a[0], &op->a[1], &op->a[2],
             &op->a[3], &op->ncmd, &op->a[4], &cap, &join, &op->a[7], &op->ndash);
      op->a[5] = cap;
      op->a[6] = join;
      for (int j = 0; j < op->ndash && j < 64; j++) fscanf(f, "%lf", &op->dash[j]);
      fscanf(f, "%lf", &op->a[8]);
    }
    if (read_cmds(f, op)) return -1;
  }
  fclose(f);
  return count + 1;
}

static double now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e6 + t.tv_nsec * 1e-3;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: cairo_bench scenes.txt [N]\n");
    return 64;
  }
  int reps = argc > 2 ? atoi(argv[2]) : 100;
  static Scene scenes[64];
  int n = load(argv[1], scenes, 64);
  if (n <= 0) {
    fprintf(stderr, "cannot read %s\n", argv[1]);
    return 65;
  }
  double *times = malloc(sizeof(double) * reps);
  for (int i = 0; i < n; i++) {
    for (int scale = 1; scale <= 3; scale++) {
      render(&scenes[i], scale);
      for (int r = 0; r < reps; r++) {
        double t0 = now_us();
        render(&scenes[i], scale);
        times[r] = now_us() - t0;
      }
      qsort(times, reps, sizeof(double), cmp);
      printf("%s@%dx median %.1f us\n", scenes[i].name, scale, times[reps / 2]);
    }
  }
  return 0;
}

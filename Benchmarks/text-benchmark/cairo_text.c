/* The text benchmark's peer: cairo drawing the same 200 labels with the same font file,
 * unhinted (FT_LOAD_NO_HINTING, hint style none, hint metrics off, grey anti-aliasing),
 * shaped by HarfBuzz with the font's own tables, into a 1024 x 1024 ARGB32 surface.
 *
 * Usage: cairo_text LABELS [RUNS]
 *   LABELS: the file `text-benchmark --labels` writes (font path, then "size x y text").
 * Prints the median time of drawing all labels (shaping included), in milliseconds. */
#include <cairo-ft.h>
#include <cairo.h>
#include <hb-ot.h>
#include <hb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
  double size, x, y;
  char text[256];
} Label;

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: cairo_text LABELS [RUNS]\n");
    return 64;
  }
  int runs = argc > 2 ? atoi(argv[2]) : 21;
  FILE *file = fopen(argv[1], "r");
  if (!file) {
    perror(argv[1]);
    return 1;
  }
  char font_path[1024];
  if (!fgets(font_path, sizeof font_path, file)) return 1;
  font_path[strcspn(font_path, "\n")] = 0;
  Label labels[512];
  int count = 0;
  char line[512];
  while (count < 512 && fgets(line, sizeof line, file)) {
    int used = 0;
    Label *l = &labels[count];
    if (sscanf(line, "%lf %lf %lf %n", &l->size, &l->x, &l->y, &used) < 3) continue;
    snprintf(l->text, sizeof l->text, "%s", line + used);
    l->text[strcspn(l->text, "\n")] = 0;
    count++;
  }
  fclose(file);

  FT_Library library;
  FT_Face ft_face;
  if (FT_Init_FreeType(&library) || FT_New_Face(library, font_path, 0, &ft_face)) {
    fprintf(stderr, "cannot open %s\n", font_path);
    return 1;
  }
  cairo_font_face_t *face = cairo_ft_font_face_create_for_ft_face(ft_face, FT_LOAD_NO_HINTING);
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);

  hb_blob_t *blob = hb_blob_create_from_file(font_path);
  hb_face_t *hb_face = hb_face_create(blob, 0);
  hb_font_t *hb_font = hb_font_create(hb_face);
  unsigned upem = hb_face_get_upem(hb_face);
  hb_font_set_scale(hb_font, upem, upem);
  double ascender = (double)ft_face->ascender / upem;

  double *times = malloc(sizeof(double) * (runs + 1));
  cairo_glyph_t glyphs[512];
  for (int run = 0; run <= runs; run++) {
    double start = now_ms();
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1024, 1024);
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_font_face(cr, face);
    cairo_set_font_options(cr, options);
    for (int i = 0; i < count; i++) {
      Label *l = &labels[i];
      hb_buffer_t *buffer = hb_buffer_create();
      hb_buffer_add_utf8(buffer, l->text, -1, 0, -1);
      hb_buffer_guess_segment_properties(buffer);
      hb_shape(hb_font, buffer, NULL, 0);
      unsigned n;
      hb_glyph_info_t *info = hb_buffer_get_glyph_infos(buffer, &n);
      hb_glyph_position_t *pos = hb_buffer_get_glyph_positions(buffer, &n);
      double scale = l->size / upem, pen = 0, baseline = l->y + ascender * l->size;
      if (n > 512) n = 512;
      for (unsigned g = 0; g < n; g++) {
        glyphs[g].index = info[g].codepoint;
        glyphs[g].x = l->x + (pen + pos[g].x_offset) * scale;
        glyphs[g].y = baseline - pos[g].y_offset * scale;
        pen += pos[g].x_advance;
      }
      cairo_set_font_size(cr, l->size);
      cairo_show_glyphs(cr, glyphs, (int)n);
      hb_buffer_destroy(buffer);
    }
    cairo_surface_flush(surface);
    if (run > 0) times[run - 1] = now_ms() - start;
    if (run == runs && getenv("CAIRO_TEXT_PNG")) {
      cairo_surface_write_to_png(surface, getenv("CAIRO_TEXT_PNG"));
    }
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
  }
  qsort(times, runs, sizeof(double), compare);
  printf("cairo: 200 labels, median %.3f ms over %d runs\n", times[runs / 2], runs);
  free(times);
  return 0;
}

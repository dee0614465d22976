/* floor.c - what one snapshot costs at the least, in C: draw the benchmark's picture with
 * cairo, decode a reference PNG with libpng and compare the two pixel buffers.
 *
 * The picture is the generated suite's component at 64x64 points @2x (128x128 pixels): a grey
 * ring (centre 32,32, radius 24, line width 8) under a blue arc over its first quarter,
 * clockwise from twelve o'clock, butt caps. For each PNG named on standard input (one path a
 * line), in order, it draws, decodes and compares once; it does this ROUNDS times over the
 * whole list and prints the fastest round:
 *
 *   floor ROUNDS < list-of-pngs
 *   -> "floor <ms per snapshot> ms/snapshot over <files> files, <pixels> of <total> pixels differ"
 *
 * The pixels that differ are those of the first file, counted exactly (any channel), after
 * cairo's premultiplied ARGB is turned into straight RGBA; cairo and Designable anti-alias
 * edges differently, so some do.
 *
 * Build: cc -O2 floor.c -o floor $(pkg-config --cflags --libs cairo libpng) -lm
 */
#include <cairo.h>
#include <math.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { SIDE = 128 };

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

/* Draws the picture into a new surface; the caller destroys it. */
static cairo_surface_t *draw(void) {
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, SIDE, SIDE);
  cairo_t *cr = cairo_create(surface);
  cairo_scale(cr, 2, 2);
  cairo_set_line_width(cr, 8);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  cairo_new_sub_path(cr);
  cairo_arc(cr, 32, 32, 24, 0, 2 * M_PI);
  cairo_close_path(cr);
  cairo_set_source_rgb(cr, 204 / 255.0, 204 / 255.0, 204 / 255.0);
  cairo_stroke(cr);
  cairo_new_path(cr);
  cairo_arc(cr, 32, 32, 24, -M_PI / 2, -M_PI / 2 + 2 * M_PI * 0.25);
  cairo_set_source_rgb(cr, 0, 122 / 255.0, 1);
  cairo_stroke(cr);
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  return surface;
}

/* Counts the pixels whose straight RGBA differs from the decoded reference in any channel. */
static int compare(cairo_surface_t *surface, const unsigned char *reference) {
  const unsigned char *data = cairo_image_surface_get_data(surface);
  int stride = cairo_image_surface_get_stride(surface), differing = 0;
  for (int y = 0; y < SIDE; y++) {
    const unsigned int *row = (const unsigned int *)(data + (size_t)y * stride);
    for (int x = 0; x < SIDE; x++) {
      unsigned int argb = row[x], a = argb >> 24;
      unsigned char rgba[4] = {0, 0, 0, (unsigned char)a};
      for (int c = 0; c < 3 && a > 0; c++) {
        unsigned int premultiplied = (argb >> (16 - 8 * c)) & 0xff;
        rgba[c] = (unsigned char)((premultiplied * 255 + a / 2) / a);
      }
      if (memcmp(rgba, reference + ((size_t)y * SIDE + x) * 4, 4) != 0) differing++;
    }
  }
  return differing;
}

/* Decodes `file` into `pixels` (SIDE x SIDE RGBA); 0 on success, after a message otherwise. */
static int decode(const char *file, unsigned char *pixels) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file(&image, file)) {
    fprintf(stderr, "floor: cannot read %s: %s\n", file, image.message);
    return 1;
  }
  image.format = PNG_FORMAT_RGBA;
  if (image.width != SIDE || image.height != SIDE) {
    fprintf(stderr, "floor: %s is %ux%u, not %dx%d\n", file, image.width, image.height, SIDE,
            SIDE);
    png_image_free(&image);
    return 1;
  }
  if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
    fprintf(stderr, "floor: cannot decode %s: %s\n", file, image.message);
    return 1;
  }
  return 0;
}

/* Reads one path a line from standard input; sets *count. */
static char **read_paths(int *count) {
  char **paths = NULL, line[4096];
  int capacity = 0;
  *count = 0;
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\n")] = 0;
    if (!line[0]) continue;
    if (*count == capacity) {
      capacity = capacity ? capacity * 2 : 256;
      char **grown = realloc(paths, (size_t)capacity * sizeof *paths);
      if (!grown) return NULL;
      paths = grown;
    }
    paths[(*count)++] = strdup(line);
  }
  return paths;
}

int main(int argc, char **argv) {
  int rounds = argc == 2 ? atoi(argv[1]) : 0, count = 0;
  if (rounds < 1) {
    fprintf(stderr, "usage: floor ROUNDS < list-of-pngs\n");
    return 64;
  }
  char **paths = read_paths(&count);
  unsigned char *pixels = malloc((size_t)SIDE * SIDE * 4);
  if (!paths || !pixels || count == 0) {
    fprintf(stderr, "floor: no PNG paths on standard input\n");
    return 64;
  }
  double best = INFINITY;
  int firstDiffering = -1;
  for (int round = 0; round < rounds; round++) {
    double start = now();
    for (int i = 0; i < count; i++) {
      cairo_surface_t *surface = draw();
      if (decode(paths[i], pixels) != 0) return 1;
      int differing = compare(surface, pixels);
      if (i == 0) firstDiffering = differing;
      cairo_surface_destroy(surface);
    }
    double elapsed = now() - start;
    if (elapsed < best) best = elapsed;
  }
  printf("floor %.4f ms/snapshot over %d files, %d of %d pixels differ\n",
         best * 1e3 / count, count, firstDiffering, SIDE * SIDE);
  free(pixels);
  return 0;
}

/* CLibPNG: libpng and zlib for Swift.
 *
 * libpng reports errors with longjmp. A longjmp must never cross a Swift frame, so every
 * libpng call that can fail runs inside one of the `static inline` drivers below, each of
 * which sets its own setjmp point, catches the error and returns it as a message. Swift
 * only sees plain return codes. zlib reports errors as return codes and is called from
 * Swift directly; its function-like macros are re-exported here as functions. */
#ifndef CLIBPNG_SHIM_H
#define CLIBPNG_SHIM_H

#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* MARK: - Decoding */

#define CLIBPNG_MESSAGE_CAPACITY 256

/* One decode in progress: the libpng state, the input and the facts read from IHDR. */
typedef struct CLibPNG_Decoder {
  png_structp png;
  png_infop info;
  const unsigned char *data;
  size_t size;
  size_t offset;
  png_bytepp rows;
  char message[CLIBPNG_MESSAGE_CAPACITY];
  png_uint_32 width;
  png_uint_32 height;
  int bitDepth;
  int colorType;
  int interlaceType;
} CLibPNG_Decoder;

static void CLibPNG_decoderError(png_structp png, png_const_charp message) {
  CLibPNG_Decoder *decoder = (CLibPNG_Decoder *)png_get_error_ptr(png);
  strncpy(decoder->message, message ? message : "unknown libpng error",
          CLIBPNG_MESSAGE_CAPACITY - 1);
  decoder->message[CLIBPNG_MESSAGE_CAPACITY - 1] = 0;
  png_longjmp(png, 1);
}

static void CLibPNG_ignoreWarning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void CLibPNG_decoderRead(png_structp png, png_bytep out, size_t count) {
  CLibPNG_Decoder *decoder = (CLibPNG_Decoder *)png_get_io_ptr(png);
  if (count > decoder->size - decoder->offset) {
    png_error(png, "unexpected end of data");
  }
  memcpy(out, decoder->data + decoder->offset, count);
  decoder->offset += count;
}

/* Frees everything the decoder holds; safe to call twice and after a failure. */
static inline void CLibPNG_decoderDestroy(CLibPNG_Decoder *decoder) {
  if (decoder->png) {
    png_destroy_read_struct(&decoder->png, decoder->info ? &decoder->info : NULL, NULL);
  }
  decoder->png = NULL;
  decoder->info = NULL;
  free(decoder->rows);
  decoder->rows = NULL;
}

/* Reads the signature and every chunk up to the first IDAT, then sets up the transforms
 * that turn any PNG into 8-bit straight RGBA: palette and low bit depths expanded, tRNS
 * made alpha, 16-bit samples scaled with rounding, gray copied to RGB, opaque alpha added.
 * No gamma or colour-space conversion. Returns 1 on success, 0 with `message` set. */
static inline int CLibPNG_decoderBegin(CLibPNG_Decoder *decoder, const unsigned char *data,
                                       size_t size, png_uint_32 maxWidth,
                                       png_uint_32 maxHeight, size_t maxChunkBytes) {
  memset(decoder, 0, sizeof *decoder);
  decoder->data = data;
  decoder->size = size;
  decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, decoder, CLibPNG_decoderError,
                                        CLibPNG_ignoreWarning);
  if (!decoder->png) {
    strcpy(decoder->message, "out of memory");
    return 0;
  }
  decoder->info = png_create_info_struct(decoder->png);
  if (!decoder->info) {
    strcpy(decoder->message, "out of memory");
    return 0;
  }
  if (setjmp(png_jmpbuf(decoder->png))) {
    return 0;
  }
  png_set_read_fn(decoder->png, decoder, CLibPNG_decoderRead);
  png_set_user_limits(decoder->png, maxWidth, maxHeight);
  png_set_chunk_malloc_max(decoder->png, maxChunkBytes);
  png_set_crc_action(decoder->png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);
  png_read_info(decoder->png, decoder->info);
  png_get_IHDR(decoder->png, decoder->info, &decoder->width, &decoder->height,
               &decoder->bitDepth, &decoder->colorType, &decoder->interlaceType, NULL, NULL);
  int hasTransparency = png_get_valid(decoder->png, decoder->info, PNG_INFO_tRNS) != 0;
  png_set_expand(decoder->png);
  png_set_scale_16(decoder->png);
  png_set_gray_to_rgb(decoder->png);
  if (!(decoder->colorType & PNG_COLOR_MASK_ALPHA) && !hasTransparency) {
    png_set_add_alpha(decoder->png, 0xff, PNG_FILLER_AFTER);
  }
  png_set_interlace_handling(decoder->png);
  png_read_update_info(decoder->png, decoder->info);
  if (png_get_rowbytes(decoder->png, decoder->info) != (size_t)decoder->width * 4) {
    strcpy(decoder->message, "unexpected row size after conversion to RGBA");
    return 0;
  }
  return 1;
}

/* Decodes the pixels into `out` (height rows of `width * 4` bytes) and reads the chunks
 * after the image data up to IEND. Returns 1 on success, 0 with `message` set. */
static inline int CLibPNG_decoderFinish(CLibPNG_Decoder *decoder, unsigned char *out) {
  decoder->rows = (png_bytepp)malloc(sizeof(png_bytep) * (decoder->height ? decoder->height : 1));
  if (!decoder->rows) {
    strcpy(decoder->message, "out of memory");
    return 0;
  }
  size_t stride = (size_t)decoder->width * 4;
  for (png_uint_32 y = 0; y < decoder->height; y++) {
    decoder->rows[y] = out + stride * y;
  }
  if (setjmp(png_jmpbuf(decoder->png))) {
    return 0;
  }
  png_read_image(decoder->png, decoder->rows);
  png_read_end(decoder->png, decoder->info);
  return 1;
}

/* The text chunks (tEXt, zTXt, iTXt) read so far, in file order. */
static inline int CLibPNG_decoderTextCount(CLibPNG_Decoder *decoder) {
  png_textp text = NULL;
  int count = 0;
  png_get_text(decoder->png, decoder->info, &text, &count);
  return count;
}

static inline const char *CLibPNG_decoderTextKey(CLibPNG_Decoder *decoder, int index) {
  png_textp text = NULL;
  int count = 0;
  png_get_text(decoder->png, decoder->info, &text, &count);
  return index < count ? text[index].key : NULL;
}

/* The value's bytes and length; `isUTF8` is set for iTXt (UTF-8), cleared for tEXt and
 * zTXt (Latin-1). */
static inline const char *CLibPNG_decoderTextValue(CLibPNG_Decoder *decoder, int index,
                                                   size_t *length, int *isUTF8) {
  png_textp text = NULL;
  int count = 0;
  png_get_text(decoder->png, decoder->info, &text, &count);
  if (index >= count) {
    return NULL;
  }
  int international = text[index].compression == PNG_ITXT_COMPRESSION_NONE ||
                      text[index].compression == PNG_ITXT_COMPRESSION_zTXt;
  *isUTF8 = international;
  *length = international ? text[index].itxt_length : text[index].text_length;
  return text[index].text;
}

/* MARK: - zlib */

static inline int CLibPNG_deflateInit2(z_streamp stream, int level, int method, int windowBits,
                                       int memLevel, int strategy) {
  return deflateInit2(stream, level, method, windowBits, memLevel, strategy);
}

#endif

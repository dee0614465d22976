/* CFreeType: FreeType for Swift, used only to read unhinted glyph outlines.
 *
 * FreeType's public headers are reached through macros (FT_FREETYPE_H), and its load
 * flags and face flags are parenthesised shifts that Swift does not import, so they are
 * re-exported below as `static inline` functions prefixed `CFreeType_`. */
#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H

/* Load flags for outlines in font units, exactly as stored in the font: no scaling, no
 * hinting, no embedded bitmaps. */
static inline FT_Int32 CFreeType_unhintedOutlineLoadFlags(void) {
  return FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;
}

/* Whether the face has scalable outlines (TrueType, CFF), as FT_IS_SCALABLE. */
static inline int CFreeType_isScalable(FT_Face face) {
  return FT_IS_SCALABLE(face) ? 1 : 0;
}

/* Whether the loaded glyph slot holds an outline (not a bitmap or composite). */
static inline int CFreeType_slotHasOutline(FT_Face face) {
  return face->glyph->format == FT_GLYPH_FORMAT_OUTLINE ? 1 : 0;
}
#endif

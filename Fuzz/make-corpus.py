#!/usr/bin/env python3
"""Fills a libFuzzer seed corpus for PNGDecodeFuzzer.

Writes small generated PNGs (every colour type and bit depth, Adam7, tRNS, text, iCCP,
acTL, several IDAT chunks) and copies the PNGs of a shared corpus folder, if there is one.
Each seed is named by the SHA-1 of its bytes, so running the script again adds nothing twice.

Usage: make-corpus.py OUTPUT_DIR [PNG_DIR ...]
"""

import hashlib
import os
import struct
import sys
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
# Shared PNGs above this size slow every mutation down and add little coverage.
MAX_COPIED_BYTES = 256 * 1024


def chunk(kind, body):
    crc = zlib.crc32(kind + body) & 0xFFFFFFFF
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)


def ihdr(width, height, depth, color, interlace=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, interlace))


CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def adam7_passes(width, height):
    starts = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4),
              (1, 0, 2, 2), (0, 1, 1, 2)]
    for x0, y0, dx, dy in starts:
        w = (width - x0 + dx - 1) // dx if width > x0 else 0
        h = (height - y0 + dy - 1) // dy if height > y0 else 0
        if w and h:
            yield w, h


def raw_rows(width, height, depth, color, interlace, seed):
    """Filtered scanlines with a deterministic pattern and a mix of filter types."""
    bits = CHANNELS[color] * depth
    passes = list(adam7_passes(width, height)) if interlace else [(width, height)]
    out = bytearray()
    value = seed
    for w, h in passes:
        row_bytes = (w * bits + 7) // 8
        for y in range(h):
            out.append(y % 5)
            for _ in range(row_bytes):
                value = (value * 1103515245 + 12345) & 0x7FFFFFFF
                out.append((value >> 16) & 0xFF)
    return bytes(out)


def png(width, height, depth, color, interlace=0, extra_before=b"", extra_after=b"",
        idat_parts=1, level=6, seed=1):
    data = zlib.compress(raw_rows(width, height, depth, color, interlace, seed), level)
    before = extra_before
    if color == 3:
        entries = 1 << min(depth, 8)
        before = chunk(b"PLTE", bytes((i * 37 + k * 91) & 0xFF for i in range(entries)
                                      for k in range(3))) + before
    size = max(1, (len(data) + idat_parts - 1) // idat_parts)
    idats = b"".join(chunk(b"IDAT", data[i:i + size]) for i in range(0, len(data), size))
    return SIGNATURE + ihdr(width, height, depth, color, interlace) + before + idats \
        + extra_after + chunk(b"IEND", b"")


def generated():
    seeds = []
    for color, depths in [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]),
                          (4, [8, 16]), (6, [8, 16])]:
        for depth in depths:
            for interlace in (0, 1):
                seeds.append(png(5, 3, depth, color, interlace, seed=depth * 7 + color))
    seeds.append(png(1, 1, 8, 6))
    seeds.append(png(17, 9, 8, 2, idat_parts=4))
    seeds.append(png(9, 9, 8, 0, level=0))
    seeds.append(png(4, 4, 2, 3, extra_before=chunk(b"tRNS", b"\x00\x80\xff")))
    seeds.append(png(4, 4, 8, 0, extra_before=chunk(b"tRNS", b"\x00\x10")))
    seeds.append(png(4, 4, 16, 2, extra_before=chunk(b"tRNS", b"\x00\x10\x00\x20\x00\x30")))
    text = chunk(b"tEXt", b"Title\x00hello") \
        + chunk(b"zTXt", b"Comment\x00\x00" + zlib.compress(b"compressed text " * 8)) \
        + chunk(b"iTXt", b"Author\x00\x00\x00en\x00Autor\x00\xc3\xa9t\xc3\xa9") \
        + chunk(b"iTXt", b"Note\x00\x01\x00\x00\x00" + zlib.compress("zürich".encode()))
    seeds.append(png(6, 2, 8, 6, extra_before=text))
    seeds.append(png(6, 2, 8, 2, extra_after=chunk(b"tEXt", b"After\x00the image data")))
    color_chunks = chunk(b"sRGB", b"\x00") + chunk(b"gAMA", struct.pack(">I", 45455)) \
        + chunk(b"cHRM", struct.pack(">8I", 31270, 32900, 64000, 33000, 30000, 60000,
                                     15000, 6000)) \
        + chunk(b"cICP", b"\x01\x0d\x00\x01") \
        + chunk(b"pHYs", struct.pack(">IIB", 2835, 2835, 1)) \
        + chunk(b"bKGD", b"\x00\x10\x00\x20\x00\x30") \
        + chunk(b"sBIT", b"\x08\x08\x08") \
        + chunk(b"tIME", struct.pack(">HBBBBB", 2024, 1, 2, 3, 4, 5))
    seeds.append(png(3, 3, 8, 2, extra_before=color_chunks))
    profile = b"\x00" * 128 + b"acsp" + b"\x00" * 100
    seeds.append(png(3, 3, 8, 2,
                     extra_before=chunk(b"iCCP", b"Profile\x00\x00" + zlib.compress(profile))))
    actl = chunk(b"acTL", struct.pack(">II", 2, 0))
    fctl = chunk(b"fcTL", struct.pack(">IIIIIHHBB", 0, 4, 4, 0, 0, 1, 10, 0, 0))
    frame = zlib.compress(raw_rows(2, 2, 8, 6, 0, 9))
    fdat = chunk(b"fdAT", struct.pack(">I", 1) + frame)
    fctl2 = chunk(b"fcTL", struct.pack(">IIIIIHHBB", 2, 2, 2, 1, 1, 1, 10, 1, 1))
    seeds.append(png(4, 4, 8, 6, extra_before=actl + fctl, extra_after=fctl2 + fdat))
    seeds.append(png(3, 3, 8, 2, extra_before=chunk(b"prIv", b"private data")))
    seeds.append(png(4095, 1, 1, 0))
    seeds.append(png(1, 600, 8, 4, interlace=1))
    return seeds


def save(directory, data):
    name = hashlib.sha1(data).hexdigest()
    path = os.path.join(directory, name)
    if os.path.exists(path):
        return 0
    with open(path, "wb") as file:
        file.write(data)
    return 1


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.strip())
    output = sys.argv[1]
    os.makedirs(output, exist_ok=True)
    made = sum(save(output, data) for data in generated())
    copied = 0
    for folder in sys.argv[2:]:
        for root, _, files in os.walk(folder):
            for name in sorted(files):
                path = os.path.join(root, name)
                if not name.lower().endswith(".png") or os.path.getsize(path) > MAX_COPIED_BYTES:
                    continue
                with open(path, "rb") as file:
                    copied += save(output, file.read())
    print(f"corpus {output}: {made} generated and {copied} copied seeds added")


if __name__ == "__main__":
    main()

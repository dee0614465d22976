#!/usr/bin/env python3
"""Converts peers_render.py's scenes.json into the line format cairo_bench.c reads.

One line per item: `scene NAME W H`, then one line per op:
  clear R G B A | save | restore | translate X Y | rotate A | scale X Y
  fill RULE R G B A N      (RULE 0 nonzero, 1 even-odd; N path commands follow)
  stroke R G B A N WIDTH CAP JOIN MITER NDASH D1 .. DN PHASE
  clip RULE N | layer_begin ALPHA | layer_end
and each path command on its own line: `M x y`, `L x y`, `Q x1 y1 x y`,
`C x1 y1 x2 y2 x y`, `Z`, `A cx cy r a0 a1 cw`, `O cx cy r`, `R x y w h r`.
"""
import json
import sys

CAPS = {"butt": 0, "round": 1, "square": 2}
JOINS = {"miter": 0, "round": 1, "bevel": 2}


def fmt(v):
    if isinstance(v, bool):
        return "1" if v else "0"
    return repr(float(v)) if isinstance(v, float) else str(v)


def main():
    data = json.load(open(sys.argv[1]))
    out = []
    for s in data["scenes"]:
        out.append("scene %s %s %s" % (s["name"], fmt(s["width"]), fmt(s["height"])))
        for op in s["ops"]:
            k = op["op"]
            path = op.get("path", [])
            rule = 1 if op.get("rule") == "evenodd" else 0
            if k == "clear":
                out.append("clear " + " ".join(map(fmt, op["color"])))
            elif k in ("save", "restore", "layer_end"):
                out.append(k)
            elif k in ("translate", "rotate", "scale"):
                out.append(k + " " + " ".join(map(fmt, op["args"])))
            elif k == "fill":
                out.append("fill %d %s %d" % (rule, " ".join(map(fmt, op["color"])), len(path)))
            elif k == "stroke":
                st = op["stroke"]
                dash = st["dash"] or []
                out.append("stroke %s %d %s %d %d %s %d %s %s" % (
                    " ".join(map(fmt, op["color"])), len(path), fmt(st["width"]),
                    CAPS[st["cap"]], JOINS[st["join"]], fmt(st["miterLimit"]), len(dash),
                    " ".join(map(fmt, dash)), fmt(st["dashPhase"])))
            elif k == "clip":
                out.append("clip %d %d" % (rule, len(path)))
            elif k == "layer_begin":
                out.append("layer_begin " + fmt(op["alpha"]))
            for c in path:
                out.append(" ".join(fmt(v) for v in c))
    print("\n".join(out))


if __name__ == "__main__":
    main()

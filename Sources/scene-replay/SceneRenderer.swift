import Foundation
import Raster

/// Replays a display list onto a `Canvas`, with the semantics of `peers_render.py`'s
/// cairo backend.
enum SceneRenderer {
  /// Renders a compiled scene into a straight-alpha bitmap.
  static func render(_ scene: CompiledScene, scale: Double, edgeRegions: Bool = true) throws
    -> Bitmap
  {
    try draw(scene, scale: scale, edgeRegions: edgeRegions).makeBitmap()
  }

  /// Draws a compiled scene on a new canvas (what `--time` measures, like the cairo
  /// timing, which stops at its premultiplied surface).
  static func draw(_ scene: CompiledScene, scale: Double, edgeRegions: Bool = true) throws
    -> Canvas
  {
    guard let canvas = Canvas(width: scene.width, height: scene.height, scale: scale) else {
      throw SceneFileError.malformed("scene \(scene.name) has an impossible size")
    }
    canvas.blendsEdgesByRegion = edgeRegions
    for op in scene.ops {
      switch op {
      case .clear(let color): canvas.clear(color)
      case .save: canvas.save()
      case .restore: canvas.restore()
      case .translate(let x, let y): canvas.translate(x: x, y: y)
      case .rotate(let angle): canvas.rotate(by: angle)
      case .scale(let x, let y): canvas.scale(x: x, y: y)
      case .fill(let path, let color, let rule): canvas.fill(path, with: .solid(color), rule: rule)
      case .stroke(let path, let color, let style):
        canvas.stroke(path, style: style, with: .solid(color))
      case .clip(let path, let rule): canvas.clip(to: path, rule: rule)
      case .layerBegin(let alpha): canvas.beginLayer(opacity: alpha)
      case .layerEnd: canvas.endLayer()
      }
    }
    return canvas
  }

  /// Turns a scene's JSON ops into drawing operations with built paths.
  static func compile(_ scene: Scene) throws -> CompiledScene {
    CompiledScene(
      name: scene.name, width: scene.width, height: scene.height,
      ops: try scene.ops.map(compile))
  }

  private static func compile(_ op: [String: Any]) throws -> SceneOp {
    let args = (op["args"] as? [Any])?.compactMap(SceneFile.number) ?? []
    switch op["op"] as? String {
    case "clear": return .clear(try color(op["color"]))
    case "save": return .save
    case "restore": return .restore
    case "translate" where args.count == 2: return .translate(args[0], args[1])
    case "rotate" where args.count == 1: return .rotate(args[0])
    case "scale" where args.count == 2: return .scale(args[0], args[1])
    case "fill": return .fill(try path(op["path"]), try color(op["color"]), rule(op))
    case "stroke":
      return .stroke(try path(op["path"]), try color(op["color"]), try strokeStyle(op["stroke"]))
    case "clip": return .clip(try path(op["path"]), rule(op))
    case "layer_begin": return .layerBegin(SceneFile.number(op["alpha"]) ?? 1)
    case "layer_end": return .layerEnd
    default: throw SceneFileError.malformed("unknown or incomplete op \(op)")
    }
  }

  private static func rule(_ op: [String: Any]) -> FillRule {
    (op["rule"] as? String) == "evenodd" ? .evenOdd : .nonZero
  }

  private static func color(_ value: Any?) throws -> RGBA8 {
    guard let c = (value as? [Any])?.compactMap(SceneFile.number), c.count == 4 else {
      throw SceneFileError.malformed("a colour is not [r, g, b, a]")
    }
    func byte(_ v: Double) -> UInt8 { UInt8(min(max(v.rounded(), 0), 255)) }
    return RGBA8(red: byte(c[0]), green: byte(c[1]), blue: byte(c[2]), alpha: byte(c[3]))
  }

  private static func strokeStyle(_ value: Any?) throws -> StrokeStyle {
    guard let s = value as? [String: Any], let width = SceneFile.number(s["width"]) else {
      throw SceneFileError.malformed("a stroke has no width")
    }
    let caps: [String: LineCap] = ["butt": .butt, "round": .round, "square": .square]
    let joins: [String: LineJoin] = ["miter": .miter, "round": .round, "bevel": .bevel]
    return StrokeStyle(
      width: width, cap: caps[s["cap"] as? String ?? "butt"] ?? .butt,
      join: joins[s["join"] as? String ?? "miter"] ?? .miter,
      miterLimit: SceneFile.number(s["miterLimit"]) ?? 10,
      dashPattern: (s["dash"] as? [Any])?.compactMap(SceneFile.number) ?? [],
      dashPhase: SceneFile.number(s["dashPhase"]) ?? 0)
  }

  /// Builds a path from `[["M", x, y], ["A", cx, cy, r, a0, a1, cw], ...]`.
  static func path(_ value: Any?) throws -> Path {
    guard let commands = value as? [[Any]] else {
      throw SceneFileError.malformed("a path is not a list of commands")
    }
    var path = Path()
    for command in commands {
      guard let kind = command.first as? String else {
        throw SceneFileError.malformed("a path command has no letter")
      }
      let n = command.dropFirst().compactMap { v -> Double? in
        if let b = v as? Bool { return b ? 1 : 0 }
        return SceneFile.number(v)
      }
      func p(_ i: Int) -> Point { Point(x: n[i], y: n[i + 1]) }
      switch (kind, n.count) {
      case ("M", 2): path.move(to: p(0))
      case ("L", 2): path.addLine(to: p(0))
      case ("Q", 4): path.addQuadCurve(to: p(2), controlPoint: p(0))
      case ("C", 6): path.addCurve(to: p(4), controlPoint1: p(0), controlPoint2: p(2))
      case ("Z", 0): path.closeSubpath()
      case ("A", 6):
        path.addArc(
          center: p(0), radius: n[2], startAngle: n[3], endAngle: n[4], clockwise: n[5] != 0)
      case ("O", 3):
        path.addEllipse(
          in: Rect(x: n[0] - n[2], y: n[1] - n[2], width: 2 * n[2], height: 2 * n[2]))
      case ("R", 5):
        path.addRoundedRect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]), cornerRadius: n[4])
      default:
        throw SceneFileError.malformed("path command \(kind) with \(n.count) numbers")
      }
    }
    return path
  }
}

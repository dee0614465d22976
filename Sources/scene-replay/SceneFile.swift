import Foundation
import Raster

/// One scene of `peers_render.py`'s display list (`out/render/scenes.json`).
struct Scene {
  var name: String
  var width: Double
  var height: Double
  var ops: [[String: Any]]
}

/// Errors reading a scene file, with what was expected.
enum SceneFileError: Error, CustomStringConvertible {
  case unreadable(path: String, reason: String)
  case malformed(String)

  var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "cannot read \(path): \(reason)"
    case .malformed(let what):
      return "malformed scene file: \(what); expected the scenes.json of peers_render.py run"
    }
  }
}

enum SceneFile {
  /// Reads every scene of a `scenes.json`.
  static func read(_ path: String) throws -> [Scene] {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw SceneFileError.unreadable(path: path, reason: "\(error)")
    }
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let scenes = root["scenes"] as? [[String: Any]]
    else { throw SceneFileError.malformed("no top-level \"scenes\" array") }
    return try scenes.map { s in
      guard let name = s["name"] as? String, let w = number(s["width"]),
        let h = number(s["height"]), let ops = s["ops"] as? [[String: Any]]
      else { throw SceneFileError.malformed("a scene lacks name, width, height or ops") }
      return Scene(name: name, width: w, height: h, ops: ops)
    }
  }

  static func number(_ value: Any?) -> Double? {
    if let n = value as? NSNumber { return n.doubleValue }
    return nil
  }
}

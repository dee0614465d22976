import Foundation

/// Setting a layer's standard properties by name, as Core Animation's key-value coding does
/// (`layer.setValue(1, forKey: "strokeEnd")`, `setValue(.pi, forKeyPath:
/// "transform.rotation.z")`): what animation code does to keep an animation's end value.
enum LayerKeyValueCoding {
  /// A settable property of layers of one class.
  struct Property: @unchecked Sendable {
    let key: String
    /// Sets the property of `layer` to `value` when the layer has it and the value fits;
    /// `false` otherwise.
    let write: (Layer, Any?) -> Bool

    static func at<L: Layer, T>(_ key: String, _ path: ReferenceWritableKeyPath<L, T>) -> Property {
      Property(key: key) { layer, value in
        guard let typed = layer as? L, let converted = LayerKeyValueCoding.value(value, as: T.self)
        else { return false }
        typed[keyPath: path] = converted
        return true
      }
    }
  }

  /// The properties by their Objective-C names, subclasses' first.
  static let properties: [String: [Property]] = Dictionary(
    grouping: [
      .at("strokeStart", \ShapeLayer.strokeStart), .at("strokeEnd", \ShapeLayer.strokeEnd),
      .at("lineWidth", \ShapeLayer.lineWidth), .at("fillColor", \ShapeLayer.fillColor),
      .at("strokeColor", \ShapeLayer.strokeColor), .at("path", \ShapeLayer.path),
      .at("lineDashPhase", \ShapeLayer.lineDashPhase), .at("miterLimit", \ShapeLayer.miterLimit),
      .at("colors", \GradientLayer.colors), .at("locations", \GradientLayer.locations),
      .at("startPoint", \GradientLayer.startPoint), .at("endPoint", \GradientLayer.endPoint),
      .at("bounds", \Layer.bounds), .at("position", \Layer.position),
      .at("anchorPoint", \Layer.anchorPoint), .at("transform", \Layer.transform),
      .at("sublayerTransform", \Layer.sublayerTransform), .at("opacity", \Layer.opacity),
      .at("hidden", \Layer.isHidden), .at("backgroundColor", \Layer.backgroundColor),
      .at("cornerRadius", \Layer.cornerRadius), .at("masksToBounds", \Layer.masksToBounds),
      .at("borderWidth", \Layer.borderWidth), .at("borderColor", \Layer.borderColor),
      .at("shadowColor", \Layer.shadowColor), .at("shadowOpacity", \Layer.shadowOpacity),
      .at("shadowRadius", \Layer.shadowRadius), .at("shadowOffset", \Layer.shadowOffset),
      .at("shadowPath", \Layer.shadowPath), .at("contents", \Layer.contents),
      .at("contentsRect", \Layer.contentsRect), .at("zPosition", \Layer.zPosition),
      .at("frame", \Layer.frame),
    ], by: \.key)

  /// `value` as a `T`: itself, a number converted as key-value coding converts one, or a
  /// point, size, rectangle or transform boxed in an `NSValue`.
  static func value<T>(_ value: Any?, as type: T.Type) -> T? {
    if let boxed = value as? NSValue, !(value is NSNumber) {
      switch type {
      case is CGPoint.Type: return boxed.pointValue as? T
      case is CGSize.Type: return boxed.sizeValue as? T
      case is CGRect.Type: return boxed.rectValue as? T
      case is Transform3D.Type:
        guard String(cString: boxed.objCType) == "[16d]" else { return nil }
        var t = Transform3D.identity
        boxed.getValue(&t)
        return t as? T
      default: break
      }
    }
    return KeyValueCoding.converted(value, to: type)
  }

  /// Sets the component a transform structure path names (`rotation.z`, `scale`,
  /// `translation.x`) in `t`'s 2D part, as Core Animation does: the transform is taken
  /// apart into translation, rotation and scale, the one component replaced, and put back
  /// together. `false` for a path or value it cannot set (rotation about x or y, depth).
  static func transform(_ t: inout Transform3D, setting path: String, to value: Any?) -> Bool {
    let a = t.affine
    var scaleX = (a.a * a.a + a.b * a.b).squareRoot()
    var scaleY = (a.c * a.c + a.d * a.d).squareRoot()
    if a.a * a.d - a.b * a.c < 0 { scaleY = -scaleY }
    var angle = atan2(a.b, a.a)
    var (tx, ty) = (a.tx, a.ty)
    if path == "translation" {
      guard let size = Self.value(value, as: CGSize.self) else { return false }
      (tx, ty) = (size.width, size.height)
    } else {
      guard let number = Self.value(value, as: CGFloat.self), number.isFinite else { return false }
      switch path {
      case "rotation", "rotation.z": angle = number
      case "scale": (scaleX, scaleY) = (number, number)
      case "scale.x": scaleX = number
      case "scale.y": scaleY = number
      case "translation.x": tx = number
      case "translation.y": ty = number
      default: return false
      }
    }
    let m34 = t.m34
    t = Transform3D(translationX: tx, y: ty)
      .rotatedFirst(by: angle)
      .scaledFirst(x: scaleX, y: scaleY)
    t.m34 = m34
    return true
  }
}

extension LayerKeyValueCoding {
  /// The component a transform structure path names in `t`, as Core Animation reads it: the
  /// rotation about z (`rotation`, `rotation.z`) in radians, the scale along an axis
  /// (`scale.x`, negative when the transform mirrors, `scale.y`, `scale.z`) or the average of
  /// the three (`scale`), and the translation (`translation.x`, `.y`, `.z`, or `translation`
  /// as a size). `nil` for rotation about x or y and for other paths.
  static func transform(_ t: Transform3D, reading path: String) -> Any? {
    let a = t.affine
    let scaleX = (a.a * a.a + a.b * a.b).squareRoot()
    var scaleY = (a.c * a.c + a.d * a.d).squareRoot()
    if a.a * a.d - a.b * a.c < 0 { scaleY = -scaleY }
    let scaleZ = (t.m31 * t.m31 + t.m32 * t.m32 + t.m33 * t.m33).squareRoot()
    switch path {
    case "rotation", "rotation.z": return atan2(a.b, a.a)
    case "scale": return (scaleX + abs(scaleY) + scaleZ) / 3
    case "scale.x": return scaleX
    case "scale.y": return scaleY
    case "scale.z": return scaleZ
    case "translation": return CGSize(width: a.tx, height: a.ty)
    case "translation.x": return a.tx
    case "translation.y": return a.ty
    case "translation.z": return t.m43
    default: return nil
    }
  }
}

extension Transform3D {
  /// This transform applied after a rotation by `angle` about z.
  fileprivate func rotatedFirst(by angle: CGFloat) -> Transform3D {
    Transform3D(rotationAngle: angle).concatenating(self)
  }

  /// This transform applied after a scale.
  fileprivate func scaledFirst(x: CGFloat, y: CGFloat) -> Transform3D {
    Transform3D(scaleX: x, y: y).concatenating(self)
  }
}

extension Layer {
  /// Sets the property at `keyPath` (`setValue(_:forKeyPath:)`): a key, keys joined by dots
  /// through layers (`mask.opacity`) and the fields of points, sizes and rectangles
  /// (`position.x`, `bounds.size.width`), or a transform's structure path
  /// (`transform.rotation.z`, `transform.scale`, `transform.translation.x`).
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
    let key = String(keyPath[..<dot])
    let rest = String(keyPath[keyPath.index(after: dot)...])
    switch self.value(forKey: key) {
    case let layer as Layer:
      layer.setValue(value, forKeyPath: rest)
    case var t as Transform3D:
      if LayerKeyValueCoding.transform(&t, setting: rest, to: value) { setValue(t, forKey: key) }
    case let point as CGPoint:
      guard let number = LayerKeyValueCoding.value(value, as: CGFloat.self) else { return }
      var changed = point
      if rest == "x" {
        changed.x = number
      } else if rest == "y" {
        changed.y = number
      } else {
        return
      }
      setValue(changed, forKey: key)
    case let size as CGSize:
      guard let number = LayerKeyValueCoding.value(value, as: CGFloat.self) else { return }
      var changed = size
      if rest == "width" {
        changed.width = number
      } else if rest == "height" {
        changed.height = number
      } else {
        return
      }
      setValue(changed, forKey: key)
    case let rect as CGRect:
      var changed = rect
      if rest.hasPrefix("origin.") || rest.hasPrefix("size.") {
        let field = rest.split(separator: ".").map(String.init)
        guard field.count == 2, let number = LayerKeyValueCoding.value(value, as: CGFloat.self)
        else { return }
        switch (field[0], field[1]) {
        case ("origin", "x"): changed.origin.x = number
        case ("origin", "y"): changed.origin.y = number
        case ("size", "width"): changed.size.width = number
        case ("size", "height"): changed.size.height = number
        default: return
        }
      } else if rest == "origin", let point = LayerKeyValueCoding.value(value, as: CGPoint.self) {
        changed.origin = point
      } else if rest == "size", let size = LayerKeyValueCoding.value(value, as: CGSize.self) {
        changed.size = size
      } else {
        return
      }
      setValue(changed, forKey: key)
    default:
      break
    }
  }
}

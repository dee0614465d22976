#if !canImport(Darwin)
  /// Core Animation's boxing of a layer transform, as key-frame values take it; held as an
  /// array of 16 doubles, since Foundation here cannot box structures.
  extension NSValue {
    /// A value holding `t` (`NSValue(caTransform3D:)`).
    public convenience init(caTransform3D t: CATransform3D) {
      var copy = t
      self.init(bytes: &copy, objCType: "[16d]")
    }

    /// The transform held, or identity when the value holds something else.
    public var caTransform3DValue: CATransform3D {
      var t = CATransform3DIdentity
      guard String(cString: objCType) == "[16d]" else { return t }
      getValue(&t)
      return t
    }
  }
#endif

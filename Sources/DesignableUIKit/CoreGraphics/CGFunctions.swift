#if !canImport(Darwin)
  /// The device RGB colour space (`CGColorSpaceCreateDeviceRGB()`).
  public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }
#endif

#if !canImport(Darwin)
  /// Whether the two points are equal, by the name Core Graphics' C function
  /// `CGPointEqualToPoint` has in Swift on iOS.
  public func __CGPointEqualToPoint(_ point1: CGPoint, _ point2: CGPoint) -> Bool {
    point1 == point2
  }

  /// Whether the two sizes are equal (`CGSizeEqualToSize`, as Swift names it on iOS).
  public func __CGSizeEqualToSize(_ size1: CGSize, _ size2: CGSize) -> Bool { size1 == size2 }

  extension CGPoint {
    /// Whether the two points are equal (`equalTo(_:)`, Core Graphics' older spelling of ==).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
  }

  extension CGSize {
    /// Whether the two sizes are equal (`equalTo(_:)`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
  }

  extension CGRect {
    /// Whether the two rectangles are equal (`equalTo(_:)`).
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
  }
#endif

import Components

#if !canImport(UIKit)
  extension LayoutConstraint {
    /// What a visual format adds besides its own constraints
    /// (`NSLayoutConstraint.FormatOptions`): an alignment of all its views; the direction
    /// flags are accepted and change nothing here.
    public struct FormatOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }

      public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
      public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
      public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
      public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
      public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
      public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
      public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
      public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
      public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
      public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
      public static let directionLeadingToTrailing = FormatOptions([])
      public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
      public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

      /// The attributes the options align, in UIKit's bit order.
      var alignedAttributes: [LayoutConstraint.Attribute] {
        let all: [(FormatOptions, LayoutConstraint.Attribute)] = [
          (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
          (.alignAllBottom, .bottom), (.alignAllLeading, .leading),
          (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
          (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
          (.alignAllFirstBaseline, .firstBaseline),
        ]
        return all.filter { contains($0.0) }.map(\.1)
      }
    }
  }
#endif

import Components

/// A vertical position anchor: top, bottom, centre Y or a baseline (`NSLayoutYAxisAnchor`).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

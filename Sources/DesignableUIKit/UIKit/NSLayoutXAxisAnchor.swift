import Components

/// A horizontal position anchor: leading, trailing, left, right or centre X
/// (`NSLayoutXAxisAnchor`).
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

import Foundation

/// The size a view of a document is checked at, and where it comes from.
public enum IBCheckingSize: Equatable, Sendable {
  /// Where a size comes from when the document gives the view no frame.
  public enum Source: String, Equatable, Sendable {
    /// Fixed width and height constraints, or one of them and an aspect ratio.
    case constraints
    /// IB's placeholder intrinsic size.
    case placeholderIntrinsicSize
    /// One dimension from the constraints, the other from the placeholder intrinsic size.
    case constraintsAndPlaceholderIntrinsicSize
    /// The intrinsic content size of the view's UIKit class with its archived content (a
    /// label's text in its font), as Auto Layout sizes a view its constraints leave open.
    case intrinsicContentSize
    /// One dimension from the constraints, the other from the intrinsic content size.
    case constraintsAndIntrinsicContentSize

    /// `its constraints`, `its placeholder intrinsic size`, …, for messages.
    public var description: String {
      switch self {
      case .constraints: "its constraints"
      case .placeholderIntrinsicSize: "its placeholder intrinsic size"
      case .constraintsAndPlaceholderIntrinsicSize:
        "its constraints and its placeholder intrinsic size"
      case .intrinsicContentSize: "its intrinsic content size"
      case .constraintsAndIntrinsicContentSize: "its constraints and its intrinsic content size"
      }
    }
  }

  /// The size of the document's `<rect key="frame">`, as written.
  case frame(CGSize)
  /// No frame: the size the view's constraints or intrinsic size give.
  case derived(CGSize, source: Source)
  /// No frame, and nothing gives both dimensions, or the constraints conflict. The reason
  /// says what is missing and what to do (`its constraints give no height: add a height
  /// constraint or a frame`).
  case unknown(reason: String)

  /// The size, if there is one.
  public var size: CGSize? {
    switch self {
    case .frame(let size), .derived(let size, _): size
    case .unknown: nil
    }
  }
}

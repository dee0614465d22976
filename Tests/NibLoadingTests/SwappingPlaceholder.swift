#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// A placeholder a storyboard decodes, which puts another view of its class in its place once
/// decoded, as nib-backed view libraries put the view loaded from its `.xib` there from
/// `awakeAfter(using:)`.
final class SwappingPlaceholder: UIView {
  /// Whether this view was made to take a decoded placeholder's place.
  private(set) var isReplacement = false

  override func awakeAfter(using coder: NSCoder) -> Any? {
    let replacement = SwappingPlaceholder(frame: frame)
    replacement.isReplacement = true
    return replacement
  }
}

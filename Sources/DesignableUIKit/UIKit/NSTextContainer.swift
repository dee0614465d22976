import Components
import Foundation

/// The region a text view lays its text out in (`NSTextContainer`): `lineFragmentPadding` (5
/// points by default) is left empty at each side of every line, and a layout manager sets
/// no more lines than `maximumNumberOfLines` (0 for any number) and than fit its height (0
/// or the largest value for no limit) within its width. Exclusion paths and the line break
/// mode are stored only.
open class NSTextContainer: NSObject {
  /// The text view drawing with this container, told of changes.
  weak var owner: UITextView?
  /// The layout manager that sets text in this container (``NSLayoutManager``).
  open internal(set) weak var layoutManager: NSLayoutManager?

  /// The empty space at each end of a line; a negative or non-finite value counts as 0.
  open var lineFragmentPadding: CGFloat = 5 { didSet { owner?.textDidChange() } }
  /// The most lines set; 0 for any number.
  open var maximumNumberOfLines = 0 { didSet { owner?.textDidChange() } }
  open var size: CGSize
  open var widthTracksTextView = true
  open var heightTracksTextView = false
  open var exclusionPaths: [UIBezierPath] = []
  open var lineBreakMode = LineBreakMode.byWordWrapping

  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  public override convenience init() {
    self.init(size: .zero)
  }

  /// The padding as drawn: 0 when negative or not finite.
  var drawnPadding: CGFloat {
    lineFragmentPadding.isFinite ? max(0, lineFragmentPadding) : 0
  }
}

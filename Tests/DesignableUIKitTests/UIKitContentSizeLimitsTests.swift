import DesignableUIKit
import Testing

@Suite("Content size category limits (iOS 15)")
struct UIKitContentSizeLimitsTests {
  @Test("the limits are stored, nil by default, and traits keep .large")
  func stored() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.minimumContentSizeCategory == nil)
    #expect(view.maximumContentSizeCategory == nil)
    view.minimumContentSizeCategory = .extraLarge
    view.maximumContentSizeCategory = .accessibilityMedium
    #expect(view.minimumContentSizeCategory == .extraLarge)
    #expect(view.maximumContentSizeCategory == .accessibilityMedium)
    #expect(view.traitCollection.preferredContentSizeCategory == .large)
    view.minimumContentSizeCategory = nil
    #expect(view.minimumContentSizeCategory == nil)
  }

  @Test("the description lists the view and its superviews with the categories applied")
  func description() {
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let inner = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    outer.addSubview(inner)
    outer.maximumContentSizeCategory = .small
    inner.minimumContentSizeCategory = .medium
    #expect(
      inner.appliedContentSizeCategoryLimitsDescription
        == """
        <Label>: UICTContentSizeCategoryM (minimum UICTContentSizeCategoryM)
        <View>: UICTContentSizeCategoryS (maximum UICTContentSizeCategoryS)
        """)
    // A minimum above the maximum on one view: only the maximum applies.
    let lone = UIView()
    lone.minimumContentSizeCategory = .extraExtraLarge
    lone.maximumContentSizeCategory = .medium
    #expect(
      lone.appliedContentSizeCategoryLimitsDescription.hasPrefix(
        "<View>: UICTContentSizeCategoryM ("))
    #expect(
      UIView().appliedContentSizeCategoryLimitsDescription
        == "<View>: UICTContentSizeCategoryL (no limits)")
  }

  /// A label that passes its limits on to an inner label, as wrapping components do.
  final class ForwardingLabel: UILabel {
    let inner = UILabel()
    override var maximumContentSizeCategory: UIContentSizeCategory? {
      get { inner.maximumContentSizeCategory }
      set {
        inner.maximumContentSizeCategory = newValue
        super.maximumContentSizeCategory = newValue
      }
    }
  }

  @Test("a subclass overrides the limits")
  func override() {
    let label = ForwardingLabel()
    label.maximumContentSizeCategory = .extraSmall
    #expect(label.inner.maximumContentSizeCategory == .extraSmall)
    #expect(label.appliedContentSizeCategoryLimitsDescription.contains("maximum"))
  }
}

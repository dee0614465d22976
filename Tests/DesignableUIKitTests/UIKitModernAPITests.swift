import Components
import DesignableUIKit
import Foundation
import Testing

/// Newer UIKit and Core Animation API that components use: property animators, layout
/// guides, appearance overrides, Dynamic Type sizes, emitter layers, image data.
@Suite("Newer UIKit API")
struct UIKitModernAPITests {
  @Test func propertyAnimatorsRunTheirAnimationsWhenStarted() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var ended: [UIViewPropertyAnimator.Position] = []
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0.5 }
    animator.addAnimations { view.backgroundColor = .red }
    animator.addCompletion { ended.append($0) }
    #expect(view.alpha == 1 && view.backgroundColor == nil)
    animator.startAnimation()
    #expect(view.alpha == 0.5 && view.backgroundColor == .red)
    #expect(ended == [.end] && animator.fractionComplete == 1)
    #expect(animator.state == .inactive && !animator.isRunning)
    UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 1, delay: 0, animations: { view.alpha = 0.2 },
      completion: { ended.append($0) })
    #expect(abs(view.alpha - 0.2) < 1e-6 && ended == [.end, .end])
  }

  @Test func anAnimatorMadeEmptyTakesItsAnimationsLater() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let animator = UIViewPropertyAnimator()
    #expect(animator.duration == 0 && animator.state == .inactive)
    animator.addAnimations { view.alpha = 0.4 }
    animator.startAnimation()
    #expect(abs(view.alpha - 0.4) < 1e-6)
  }

  @Test func layoutGuidesStandForTheirRectangles() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    view.layoutMargins = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
    #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
    #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 10, y: 4, width: 70, height: 50))
    #expect(view.safeAreaLayoutGuide.layoutFrame == view.bounds)
    #expect(view.layoutMarginsGuide.owningView === view)
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    #expect(view.layoutGuides.count == 1 && guide.owningView === view)
    let constraint = guide.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
    #expect(constraint.firstItem === guide && constraint.secondItem === view.layoutMarginsGuide)
    let other = UIView()
    other.addLayoutGuide(guide)
    #expect(view.layoutGuides.isEmpty && other.layoutGuides.count == 1)
    other.removeLayoutGuide(guide)
    #expect(guide.owningView == nil && guide.layoutFrame == .zero)
  }

  @Test func anAppearanceOverrideReachesTheSubviews() {
    let outer = UIView()
    let inner = UIView()
    outer.addSubview(inner)
    #expect(inner.traitCollection.userInterfaceStyle == .light)
    outer.overrideUserInterfaceStyle = .dark
    #expect(inner.traitCollection.userInterfaceStyle == .dark)
    inner.overrideUserInterfaceStyle = .light
    #expect(inner.traitCollection.userInterfaceStyle == .light)
    #expect(inner.traitCollection.displayScale == outer.traitCollection.displayScale)
  }

  @Test func theContentSizeIsTheDefaultOne() {
    let traits = UIView().traitCollection
    #expect(traits.preferredContentSizeCategory == .large)
    #expect(!traits.preferredContentSizeCategory.isAccessibilityCategory)
    #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.small < .large && .large < .accessibilityMedium)
    #expect(UIApplication.shared.preferredContentSizeCategory == .large)
  }

  @Test func anEmitterLayerDrawsAsAPlainLayer() {
    let emitter = CAEmitterLayer()
    emitter.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    emitter.backgroundColor = UIColor.blue.cgColor
    let cell = CAEmitterCell()
    cell.birthRate = 10
    cell.contents = UIImage().cgImage
    emitter.emitterCells = [cell]
    emitter.emitterShape = .circle
    let mode: CAEmitterLayerRenderMode = .additive
    emitter.renderMode = mode
    emitter.emitterMode = CAEmitterLayerEmitterMode.outline
    #expect(emitter.renderMode == .additive && emitter.emitterMode == .outline)
    #expect(emitter.emitterShape == CAEmitterLayerEmitterShape.circle)
    let drawn = render([emitter], width: 10, height: 10)
    #expect(drawn[5, 5] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    #expect(emitter.emitterCells?.first?.birthRate == 10)
  }

  @Test func imagesRoundTripThroughPNGData() throws {
    let red = try #require(UIKitTestSupport.image(UIKitTestSupport.redSquarePNG))
    let data = try #require(red.pngData())
    let back = try #require(UIImage(data: data))
    #expect(back.bitmap == red.bitmap)
    #expect(UIImage().pngData() == nil)
    #expect(red.jpegData(compressionQuality: 0.8) == nil)
    #expect(UIImage(systemName: "star", withConfiguration: .init(pointSize: 20))?.size.width == 24)
    #expect(red.withConfiguration(.init(weight: .bold)) === red)
  }

  /// A symbol configuration combined with another keeps what the other leaves unspecified,
  /// as `applying(_:)` does on iOS (a check box's `SymbolConfiguration(weight: .bold)
  /// .applying(SymbolConfiguration(scale: .large))`).
  @Test func symbolConfigurationsCombine() {
    let bold = UIImage.SymbolConfiguration(weight: .bold)
    let large = bold.applying(UIImage.SymbolConfiguration(scale: .large))
    #expect(large.weight == .bold && large.scale == .large && large.pointSize == 0)
    let sized = large.applying(UIImage.SymbolConfiguration(pointSize: 20))
    #expect(sized.pointSize == 20 && sized.weight == .bold && sized.scale == .large)
    #expect(sized.applying(nil) === sized)
    let tinted = sized.applying(UIImage.SymbolConfiguration(hierarchicalColor: .red))
    #expect(tinted.colors == [.red] && tinted.weight == .bold && !tinted.prefersMulticolor)
    #expect(tinted.configurationPreferringMulticolor().prefersMulticolor)
    let bare = tinted.configurationWithoutPointSizeAndWeight().configurationWithoutScale()
    #expect(bare.pointSize == 0 && bare.weight == .unspecified && bare.scale == .default)
    #expect(UIImage.SymbolConfiguration(paletteColors: [.red, .blue]).colors.count == 2)
    #expect(UIImage.SymbolConfiguration(textStyle: .body, scale: .small).pointSize == 17)
  }

  @Test func aRendererOfBoundsDrawsItsOriginAtTheTopLeft() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(
      bounds: CGRect(x: 10, y: 20, width: 4, height: 4), format: format)
    var seen = CGRect.zero
    let image = renderer.image { context in
      seen = context.format.bounds
      UIColor.red.setFill()
      context.fill(CGRect(x: 10, y: 20, width: 2, height: 2))
    }
    #expect(seen == CGRect(x: 10, y: 20, width: 4, height: 4))
    #expect(image.bitmap[0, 0].red == 255 && image.bitmap[0, 0].alpha == 255)
    #expect(image.bitmap[3, 3].alpha == 0)
    let data = renderer.pngData { context in context.fill(CGRect(x: 10, y: 20, width: 4, height: 4))
    }
    #expect(UIImage(data: data)?.size == CGSize(width: 4, height: 4))
  }
}

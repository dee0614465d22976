import Components
import DesignableUIKit
import Foundation
import Testing

/// A stack view subclass written as for iOS, whose `init(coder:)` cannot fail.
final class SpacedStack: UIStackView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    spacing = 4
  }

  required init(coder: NSCoder) {
    super.init(coder: coder)
    spacing = 4
  }
}

/// UIKit API that public components use and that once did not compile here.
@Suite("UIKit source gaps")
struct UIKitSourceGapsTests {
  @Test func aBezierPathCopyIsIndependentAndKeepsItsAttributes() throws {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    path.lineWidth = 3
    path.lineCapStyle = .round
    path.usesEvenOddFillRule = true
    path.setLineDash([4, 2], count: 2, phase: 1)
    let copy = try #require(path.copy() as? UIBezierPath)
    #expect(copy !== path)
    #expect(copy.lineWidth == 3 && copy.lineCapStyle == .round && copy.usesEvenOddFillRule)
    var count = 0
    var phase: CGFloat = 0
    copy.getLineDash(nil, count: &count, phase: &phase)
    #expect(count == 2 && phase == 1)
    copy.addLine(to: CGPoint(x: 40, y: 40))
    copy.lineWidth = 5
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(path.lineWidth == 3)
  }

  @Test func imagesDrawWithABlendModeAndAlpha() throws {
    let red = try #require(UIKitTestSupport.image(UIKitTestSupport.redSquarePNG))
    let drawn = sketch(width: 8, height: 8) { _, rect in
      UIColor.white.setFill()
      UIRectFill(rect)
      red.draw(in: CGRect(x: 0, y: 0, width: 4, height: 8), blendMode: .normal, alpha: 0.5)
      red.draw(at: CGPoint(x: 4, y: 0), blendMode: .clear, alpha: 1)
    }
    let half = drawn[1, 4]
    #expect(half.red == 255 && abs(Int(half.green) - 128) <= 1 && half.alpha == 255)
    // `.clear` erases the white drawn there.
    #expect(drawn[6, 4].alpha == 0)
  }

  @Test func fontDescriptorsRestyleTheSystemFont() throws {
    let font = UIFont.systemFont(ofSize: 15)
    #expect(font.fontDescriptor.symbolicTraits.isEmpty)
    let bold = try #require(font.fontDescriptor.withSymbolicTraits(.traitBold))
    let boldFont = UIFont(descriptor: bold, size: 0)
    #expect(boldFont.pointSize == 15 && boldFont.isBold)
    #expect(boldFont.fontDescriptor.symbolicTraits.contains(.traitBold))
    let italic = try #require(font.fontDescriptor.withSymbolicTraits([.traitItalic, .traitBold]))
    #expect(italic.symbolicTraits == [.traitItalic, .traitBold])
    let named = try #require(UIFont(name: "Avenir-Book", size: 12))
    #expect(named.fontDescriptor.withSymbolicTraits(.traitBold) == nil)
    let mono = try #require(font.fontDescriptor.withDesign(.monospaced))
    #expect(mono.symbolicTraits.contains(.traitMonoSpace))
    #expect(font.fontDescriptor.withDesign(.default) == font.fontDescriptor)
    #expect(font.fontDescriptor.withDesign(.rounded) == nil)
  }

  /// As `T(frame:)` of a generic parameter builds them once adapted: UIKit's own classes
  /// by their type too.
  @Test func uiKitViewsAreMadeByTheirType() {
    let frame = CGRect(x: 0, y: 0, width: 20, height: 10)
    let types: [UIView.Type] = [UIButton.self, UISwitch.self, UIStackView.self, UITextField.self]
    let made = types.map { $0.madeByType(frame: frame) }
    // A switch keeps its own size, as UIKit's does.
    let switchFrame = CGRect(x: 0, y: 0, width: 51, height: 31)
    #expect(
      zip(made, types).allSatisfy {
        type(of: $0) == $1 && $0.frame == ($0 is UISwitch ? switchFrame : frame)
      })
  }

  @Test func aTextStylesDescriptorIsItsPreferredFonts() {
    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    #expect(body.pointSize == 17)
    let title = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1)
    #expect(UIFont(descriptor: title, size: 0) == UIFont.preferredFont(forTextStyle: .title1))
  }

  @Test func fontMetricsScaleNothingAtTheDefaultSize() {
    let font = UIFont.systemFont(ofSize: 20)
    #expect(UIFontMetrics.default.scaledFont(for: font) == font)
    let title = UIFontMetrics(forTextStyle: .title1)
    #expect(title.scaledFont(for: font, maximumPointSize: 16).pointSize == 16)
    #expect(title.scaledFont(for: font, maximumPointSize: 0).pointSize == 20)
    #expect(title.scaledValue(for: 7) == 7)
  }

  @Test func contextTextStateIsStored() {
    var matrix = CGAffineTransform.identity
    var position = CGPoint.zero
    _ = sketch(width: 8, height: 8) { context, _ in
      context.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
      context.textPosition = CGPoint(x: 2, y: 3)
      matrix = context.textMatrix
      position = context.textPosition
    }
    #expect(matrix == CGAffineTransform(scaleX: 1, y: -1))
    #expect(position == CGPoint(x: 2, y: 3))
  }

  @Test func aStackViewsArchiveInitializerCannotFail() {
    let coder = Coder(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
    let stack = SpacedStack(coder: coder)
    #expect(stack.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
    #expect(stack.spacing == 4)
    let plain: UIStackView = UIStackView(coder: coder)
    #expect(plain.frame.size == CGSize(width: 30, height: 40))
  }

  @Test func patternColoursDrawAsTheirImagesMeanColour() throws {
    let red = try #require(UIKitTestSupport.image(UIKitTestSupport.redSquarePNG))
    #expect(UIColor(patternImage: red).rgba8 == UIColor.red.rgba8)
    let half = try #require(UIKitTestSupport.image(UIKitTestSupport.halfWhitePNG))
    let mean = UIColor(patternImage: half)
    #expect(mean.red == 1 && mean.green == 1 && abs(mean.alpha - 0.5) < 0.01)
    #expect(UIColor(named: "Brand") == nil)
    let turned = UIImage(cgImage: red, scale: 2, orientation: .right)
    #expect(turned.size == CGSize(width: 4, height: 4) && turned.imageOrientation == .up)
  }

  @Test func aSublayerTransformMovesTheSublayersAboutTheAnchor() {
    func picture(_ transform: CATransform3D) -> Picture {
      let parent = CALayer()
      parent.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
      let child = CALayer()
      child.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
      child.backgroundColor = UIColor.red.cgColor
      parent.addSublayer(child)
      parent.sublayerTransform = transform
      return render([parent], width: 40, height: 20)
    }
    let plain = picture(CATransform3DIdentity)
    #expect(plain[5, 10].alpha == 255 && plain[25, 10].alpha == 0)
    let moved = picture(CATransform3DMakeTranslation(20, 0, 0))
    #expect(moved[5, 10].alpha == 0 && moved[25, 10].alpha == 255)
    // A half turn about the centre (20, 10) puts the child at the right end.
    let turned = picture(CATransform3DMakeRotation(.pi, 0, 0, 1))
    #expect(turned[35, 10].alpha == 255 && turned[5, 10].alpha == 0)
  }
}

import DesignableUIKit
import Foundation
import Testing

/// A row of page dots that keeps a look per control state and redraws only when a look
/// really changes (`guard paths[state] != path`), each dot a shape layer whose transform
/// comes from an affine transform, as page controls written for iOS do.
private final class StateDots: UIControl {
  private(set) var paths: [UIControl.State: UIBezierPath] = [:]
  private(set) var images: [UIControl.State: UIImage] = [:]
  private(set) var scales: [UIControl.State: CGAffineTransform] = [:]
  private(set) var updates = 0
  private var dots: [CAShapeLayer] = []
  var selectedDot = 1

  func setPath(_ path: UIBezierPath?, for state: UIControl.State) {
    guard paths[state] != path else { return }
    paths[state] = path
    setNeedsLayout()
    updates += 1
  }

  func setImage(_ image: UIImage?, for state: UIControl.State) {
    guard images[state] != image else { return }
    images[state] = image
    updates += 1
  }

  func setScale(_ scale: CGAffineTransform, for state: UIControl.State) {
    scales[state] = scale
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    for dot in dots { dot.removeFromSuperlayer() }
    dots = (0..<3).map { index in
      let state: UIControl.State = index == selectedDot ? .selected : .normal
      let dot = CAShapeLayer()
      dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
      dot.position = CGPoint(x: 15 + 30 * CGFloat(index), y: 15)
      dot.path = (paths[state] ?? UIBezierPath(ovalIn: dot.bounds)).cgPath
      dot.fillColor = UIColor.black.cgColor
      if let scale = scales[state] { dot.transform = CATransform3DMakeAffineTransform(scale) }
      layer.addSublayer(dot)
      return dot
    }
  }
}

@Suite("UIImage and UIBezierPath compare as the NSObjects of iOS")
struct UIKitImageAndPathEqualityTests {
  func swatch(_ color: UIColor) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
      color.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
  }

  @Test func imagesOfTheSamePictureAreEqualAndMeetInSetsAndDictionaries() {
    let red = swatch(.red)
    let sameRed = swatch(.red)
    #expect(red !== sameRed)
    #expect(red == sameRed)
    #expect(red != swatch(.blue))
    #expect(red != red.withRenderingMode(.alwaysTemplate))
    #expect(Set([red, sameRed, swatch(.blue)]).count == 2)
    let names: [UIImage: String] = [red: "red"]
    #expect(names[sameRed] == "red")
  }

  @Test func pathsAreEqualOnlyToThemselves() {
    let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    let sameOval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(oval == oval)
    #expect(oval != sameOval)
    #expect(Set([oval, sameOval, oval]).count == 2)
  }

  @Test func aControlSkipsALookThatDidNotChange() {
    let dots = StateDots(frame: CGRect(x: 0, y: 0, width: 90, height: 30))
    let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    dots.setPath(square, for: .selected)
    dots.setPath(square, for: .selected)
    dots.setImage(swatch(.red), for: .normal)
    dots.setImage(swatch(.red), for: .normal)
    dots.setImage(nil, for: .normal)
    #expect(dots.updates == 3)
  }

  @Test func anAffineScaleMadeIntoALayerTransformGrowsTheSelectedDot() {
    let dots = StateDots(frame: CGRect(x: 0, y: 0, width: 90, height: 30))
    dots.backgroundColor = .white
    dots.setScale(CGAffineTransform(scaleX: 2, y: 2), for: .selected)
    let read = pixels(of: dots)
    // The selected dot, 10 points wide, is drawn 20 wide about its centre (45, 15).
    #expect(read(45, 15) == [0, 0, 0, 255])
    #expect(read(37, 15) == [0, 0, 0, 255])
    #expect(read(53, 15) == [0, 0, 0, 255])
    // The others keep their size: 8 points left of centre is outside.
    #expect(read(15, 15) == [0, 0, 0, 255])
    #expect(read(7, 15) == opaqueWhite)
  }

  @Test func aLayerTransformGivesBackItsAffinePart() {
    let affine = CGAffineTransform(a: 2, b: 0.5, c: -0.5, d: 3, tx: 7, ty: -4)
    let layerTransform = CATransform3DMakeAffineTransform(affine)
    #expect(CATransform3DIsAffine(layerTransform))
    #expect(CATransform3DGetAffineTransform(layerTransform) == affine)
    #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 5)))
    #expect(CATransform3DIsIdentity(CATransform3DMakeAffineTransform(.identity)))
  }
}

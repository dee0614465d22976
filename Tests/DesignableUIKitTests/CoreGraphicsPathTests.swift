import DesignableUIKit
import Testing

@Suite("CGPath and UIBezierPath")
struct CoreGraphicsPathTests {
  @Test func aMutablePathIsSharedByReferenceAndCopiesAreNot() throws {
    let path = CGMutablePath()
    let alias = path
    let snapshot = try #require(path.copy())
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    #expect(alias.currentPoint == CGPoint(x: 10, y: 0))
    #expect(!alias.isEmpty)
    #expect(snapshot.isEmpty)
    let mutable = try #require(path.mutableCopy())
    mutable.addLine(to: CGPoint(x: 10, y: 10))
    #expect(path.currentPoint == CGPoint(x: 10, y: 0))
  }

  @Test func shapesHaveCoreGraphicsBoxes() {
    let rect = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
    #expect(rect.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
    var shift = CGAffineTransform(translationX: 10, y: 0)
    let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: &shift)
    #expect(ellipse.boundingBoxOfPath == CGRect(x: 10, y: 0, width: 20, height: 10))
    #expect(CGMutablePath().boundingBox.isNull)
    let rounded = CGPath(
      roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 5, cornerHeight: 5,
      transform: nil)
    #expect(rounded.contains(CGPoint(x: 10, y: 10)))
    #expect(!rounded.contains(CGPoint(x: 0.5, y: 0.5)), "the corner is cut")
  }

  @Test func containmentFollowsTheFillRule() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
    path.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(path.contains(CGPoint(x: 10, y: 10), using: .winding))
    #expect(!path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
    #expect(path.contains(CGPoint(x: 2, y: 2), using: .evenOdd))
    #expect(!path.contains(CGPoint(x: 30, y: 2)))
  }

  @Test func mutablePathArcsUseCoreGraphicsClockwise() {
    let path = CGMutablePath()
    path.addArc(
      center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    // Clockwise in Core Graphics runs through decreasing angles: through (0, -10).
    #expect(path.boundingBoxOfPath.minY < -9.9)
    let bezier = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(bezier.cgPath == path)
  }

  @Test func tangentArcsTouchBothLines() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addArc(
      tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5)
    #expect(abs(path.currentPoint.x - 20) < 1e-9)
    #expect(abs(path.currentPoint.y - 5) < 1e-9)
    let box = path.boundingBoxOfPath
    #expect(abs(box.maxX - 20) < 1e-9 && abs(box.minY) < 1e-9)
  }

  @Test func bezierPathsTakeAndGiveCGPaths() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
    let bezier = UIBezierPath(cgPath: path)
    #expect(bezier.bounds == CGRect(x: 0, y: 0, width: 4, height: 4))
    path.addRect(CGRect(x: 10, y: 10, width: 1, height: 1))
    #expect(bezier.bounds.width == 4, "the path was copied")
    bezier.cgPath = CGPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2), transform: nil)
    #expect(bezier.bounds == CGRect(x: 1, y: 1, width: 2, height: 2))
    let layer = CAShapeLayer()
    layer.path = bezier.cgPath
    #expect(layer.path?.boundingBox == CGRect(x: 1, y: 1, width: 2, height: 2))
  }

  @Test func reversingKeepsTheShapeAndSwapsTheEnds() {
    let bezier = UIBezierPath()
    bezier.move(to: CGPoint(x: 0, y: 0))
    bezier.addLine(to: CGPoint(x: 10, y: 0))
    bezier.addCurve(
      to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 15, y: 0),
      controlPoint2: CGPoint(x: 15, y: 10))
    bezier.lineWidth = 3
    let reversed = bezier.reversing()
    #expect(reversed.currentPoint == CGPoint(x: 0, y: 0))
    #expect(reversed.bounds == bezier.bounds)
    #expect(reversed.lineWidth == 3)
    #expect(reversed.reversing().cgPath == bezier.cgPath)
  }

  @Test func bezierContainmentAndTransforms() {
    let bezier = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(bezier.contains(CGPoint(x: 5, y: 5)))
    #expect(!bezier.contains(CGPoint(x: 0.5, y: 0.5)))
    bezier.apply(CGAffineTransform(scaleX: 2, y: 2))
    #expect(bezier.contains(CGPoint(x: 15, y: 10)))
  }
}

@Suite("UIBezierPath dashes")
struct CoreGraphicsDashTests {
  @Test func theDashComesBackAsItWasSet() {
    let path = UIBezierPath()
    path.setLineDash([3, 1, 2], count: 3, phase: 0.5)
    var count = 0
    path.getLineDash(nil, count: &count, phase: nil)
    #expect(count == 3)
    var pattern = [CGFloat](repeating: 0, count: count)
    var phase: CGFloat = 0
    path.getLineDash(&pattern, count: nil, phase: &phase)
    #expect(pattern == [3, 1, 2] && phase == 0.5)
  }

  @Test func theStrokedCopyUnderItsCNameIsTheStrokedOutline() throws {
    let line = CGMutablePath()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 10, y: 0))
    var shift = CGAffineTransform(translationX: 0, y: 5)
    let stroked = try #require(
      CGPath(
        __byStroking: line, transform: &shift, lineWidth: 4, lineCap: .butt, lineJoin: .miter,
        miterLimit: 10))
    #expect(stroked.boundingBoxOfPath == CGRect(x: 0, y: 3, width: 10, height: 4))
    #expect(stroked.contains(CGPoint(x: 5, y: 6)) && !stroked.contains(CGPoint(x: 5, y: 8)))
  }
}

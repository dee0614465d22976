import Foundation
import Testing

@testable import DesignableUIKit

@Suite struct CGPathElementsAndColorSpaceTests {
  @Test func aPathHandsOverItsElementsInOrder() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 1, y: 2))
    path.addLine(to: CGPoint(x: 3, y: 4))
    path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
    path.addCurve(
      to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14))
    path.closeSubpath()
    var seen: [(CGPathElementType, [CGPoint])] = []
    path.applyWithBlock { element in
      let count: Int
      switch element.pointee.type {
      case .moveToPoint, .addLineToPoint: count = 1
      case .addQuadCurveToPoint: count = 2
      case .addCurveToPoint: count = 3
      case .closeSubpath: count = 0
      }
      seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
    }
    #expect(
      seen.map(\.0) == [
        .moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath,
      ])
    #expect(seen[2].1 == [CGPoint(x: 7, y: 8), CGPoint(x: 5, y: 6)])  // control, then end
    #expect(seen[3].1 == [CGPoint(x: 11, y: 12), CGPoint(x: 13, y: 14), CGPoint(x: 9, y: 10)])
  }

  @Test func colourSpacesByNameAndGreys() throws {
    let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
    #expect(space.name == "kCGColorSpaceSRGB" && space.model == .rgb)
    #expect(CGColorSpaceCreateDeviceGray().model == .monochrome)
    let grey = CGColor(gray: 0.5, alpha: 1)
    #expect(grey.components == [0.5, 0.5, 0.5, 1])
    let components: [CGFloat] = [0.25, 0.5]
    let fromGrey = try #require(
      CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: components))
    #expect(fromGrey.components == [0.25, 0.25, 0.25, 0.5])
    #expect(grey.converted(to: space, intent: .defaultIntent, options: nil) === grey)
  }
}

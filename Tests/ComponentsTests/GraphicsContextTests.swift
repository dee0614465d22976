import Components
import Foundation
import Raster
import Testing

@Suite("Drawing contexts")
struct GraphicsContextTests {
  let red = RGBA8(red: 255, green: 0, blue: 0)
  let blue = RGBA8(red: 0, green: 0, blue: 255)

  /// What `draw` records, replayed into a 10 × 10 canvas.
  func picture(_ draw: (GraphicsContext) -> Void) throws -> Bitmap {
    let context = GraphicsContext.makeRecording()
    draw(context)
    let canvas = try #require(Canvas(width: 10, height: 10))
    context.replay(into: canvas)
    return canvas.makeBitmap()
  }

  @Test func fillsUseTheFillColourAndTheAlpha() throws {
    let solid = try picture {
      $0.setFillColor(.red)
      $0.fill([CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 6, y: 6, width: 4, height: 4)])
    }
    #expect(solid[1, 1] == red && solid[9, 9] == red)
    #expect(solid[4, 4].alpha == 0)
    let faded = try picture {
      $0.setFillColor(.red)
      $0.setAlpha(0.5)
      $0.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    #expect(abs(Int(faded[5, 5].alpha) - 128) <= 1)
    let none = try picture {
      $0.setAlpha(0)
      $0.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    #expect(none == Bitmap(width: 10, height: 10))
  }

  @Test func theFillRuleDecidesWhetherANestedRectangleIsAHole() throws {
    func nested(_ context: GraphicsContext) {
      context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
      context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
    }
    let winding = try picture {
      nested($0)
      #expect($0.pathContains(CGPoint(x: 5, y: 5), mode: .fill))
      #expect(!$0.pathContains(CGPoint(x: 5, y: 5), mode: .eoFill))
      $0.fillPath()
      #expect($0.isPathEmpty)
    }
    let evenOdd = try picture {
      nested($0)
      $0.eoFillPath()
    }
    #expect(winding[5, 5].alpha == 255 && evenOdd[5, 5].alpha == 0)
    #expect(winding[1, 1] == evenOdd[1, 1] && evenOdd[1, 1].alpha == 255)
  }

  @Test func theClipLastsUntilTheStateIsRestored() throws {
    let drawn = try picture {
      $0.saveGState()
      $0.clip(to: [CGRect(x: 0, y: 0, width: 5, height: 10)])
      $0.setFillColor(.red)
      $0.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
      $0.restoreGState()
      #expect($0.fillColor == .black)
      $0.setFillColor(.blue)
      $0.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
    }
    #expect(drawn[2, 2] == red && drawn[7, 2].alpha == 0)
    #expect(drawn[2, 7] == blue && drawn[7, 7] == blue)
  }

  @Test func imagesAreDrawnUprightOrAsCoreGraphicsDrawsThem() throws {
    var pixels = Bitmap(width: 1, height: 2)
    pixels[0, 0] = red
    pixels[0, 1] = blue
    let image = Image(bitmap: pixels)
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    let upright = try picture { $0.drawUpright(image, in: rect) }
    let flipped = try picture { $0.draw(image, in: rect) }
    #expect(upright[5, 1] == red && upright[5, 8] == blue)
    #expect(flipped[5, 1] == blue && flipped[5, 8] == red)
  }

  @Test func clearingEverythingDrawnDiscardsItAndLessErasesThatPart() throws {
    let cleared = try picture {
      $0.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
      $0.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
      $0.setFillColor(.red)
      $0.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(cleared[3, 3].alpha == 0 && cleared[0, 0] == red)
    let partly = try picture {
      $0.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
      $0.clear(CGRect(x: 0, y: 0, width: 3, height: 3))
    }
    #expect(partly[2, 2].alpha == 0 && partly[3, 3].alpha == 255 && partly[5, 5].alpha == 255)
  }

  @Test func pathQueriesAnswerInTheCurrentUserSpace() {
    let context = GraphicsContext.makeRecording()
    #expect(context.boundingBoxOfPath.isNull && context.path == nil)
    context.translateBy(x: 10, y: 20)
    context.scaleBy(x: 2, y: 2)
    context.move(to: CGPoint(x: 1, y: 1))
    context.addLine(to: CGPoint(x: 3, y: 4))
    #expect(context.currentPointOfPath == CGPoint(x: 3, y: 4))
    #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 2, height: 3))
    #expect(CGPoint(x: 3, y: 4).applying(context.ctm) == CGPoint(x: 16, y: 28))
    context.saveGState()
    context.rotate(by: 1)
    context.restoreGState()
    #expect(context.ctm == AffineTransform2D(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
  }

  @Test func pushedContextsAreCurrentUntilPopped() {
    let outer = GraphicsContext.makeRecording()
    let inner = GraphicsContext.makeRecording()
    let before = GraphicsContext.current
    GraphicsContext.push(outer)
    GraphicsContext.push(inner)
    #expect(GraphicsContext.current === inner)
    // Popping a context that is not the last removes only that one.
    GraphicsContext.pop(outer)
    #expect(GraphicsContext.current === inner)
    GraphicsContext.pop()
    #expect(GraphicsContext.current === before)
    let scoped = GraphicsContext.makeRecording()
    let seen = GraphicsContext.withCurrent(scoped) { GraphicsContext.current }
    #expect(seen === scoped && GraphicsContext.current === before)
  }

  @Test func lineSegmentsIgnoreAnOddLastPoint() throws {
    let points = [CGPoint(x: 1, y: 5), CGPoint(x: 9, y: 5), CGPoint(x: 5, y: 0)]
    let three = try picture { $0.strokeLineSegments(between: points) }
    let two = try picture { $0.strokeLineSegments(between: Array(points.prefix(2))) }
    #expect(three == two)
    #expect(two[5, 5].alpha > 0 && two[5, 2].alpha == 0)
  }
}

import Components
import Foundation
import Raster
import Testing

/// A path stroked without a dash of its own keeps the context's, as UIKit strokes it.
@Suite("A path's stroke and the context's dash")
struct BezierPathDashTests {
  /// A horizontal 50-point line, 8 points wide, across a 60 × 20 view, stroked in black
  /// after the context's dash is set to 5 on, 5 off; `ownDash` gives the path one too.
  func strokedLine(ownDash: [CGFloat]? = nil) -> Bitmap {
    let view = ContextDrawingView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    view.backgroundColor = .white
    view.drawing = { context in
      context.setLineDash(phase: 0, lengths: [5, 5])
      context.setStrokeColor(.black)
      let line = BezierPath()
      line.move(to: CGPoint(x: 5, y: 10))
      line.addLine(to: CGPoint(x: 55, y: 10))
      line.lineWidth = 8
      if let ownDash { line.setLineDash(ownDash, phase: 0) }
      line.stroke()
    }
    return Lifecycle.render(view, scale: 1)
  }

  /// The row through the line, as `#` for black and `.` for white.
  func row(_ bitmap: Bitmap) -> String {
    String((0..<bitmap.width).map { bitmap[$0, 10].red < 128 ? "#" : "." })
  }

  @Test func aPathWithoutADashKeepsTheContexts() {
    #expect(row(strokedLine()) == "....." + String(repeating: "#####.....", count: 5) + ".....")
  }

  @Test func aPathsOwnDashWins() {
    #expect(
      row(strokedLine(ownDash: [10, 15])) == "....." + "##########..............."
        + "##########..............." + ".....")
  }
}

import CoreGraphics
import DesignableUIKit
import Testing

/// Component files import Core Graphics for their drawing code; off Apple platforms the
/// package's empty module stands in, and Swift Testing's overlay for a file importing both
/// resolves, so this file compiles with the same imports as on iOS.
@Suite struct CoreGraphicsImportTests {
  @Test func aFileImportingCoreGraphicsDrawsWithDesignableUIKitsNames() {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
    let image = renderer.image { context in
      let cg: CGContext = context.cgContext
      cg.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
      cg.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    #expect(image.size == CGSize(width: 4, height: 4))
    #expect(image.cgImage?.width == Int(4 * image.scale))
  }
}

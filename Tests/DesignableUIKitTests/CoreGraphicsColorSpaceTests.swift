import DesignableUIKit
import Testing

@Suite("Core Graphics' colour spaces and gradients from Foundation arrays")
struct CoreGraphicsColorSpaceTests {
  @Test func colorSpaceModels() {
    #expect(CGColorSpaceCreateDeviceRGB().model == .rgb)
    #expect(UIColor.white.cgColor.colorSpace?.model == .rgb)
    #expect(CGColorSpace(name: "kCGColorSpaceGenericGrayGamma2_2").model == .monochrome)
    #expect(CGColorSpace(name: "kCGColorSpaceGenericCMYK").model == .cmyk)
  }

  @Test func aGradientTakesItsColoursFromAnNSArray() throws {
    let colours = [UIColor.red.cgColor, UIColor.blue.cgColor] as [AnyObject]
    let gradient = try #require(
      CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: NSArray(array: colours),
        locations: [0, 0.25]))
    #expect(gradient.stops.map(\.location) == [0, 0.25])
    #expect(gradient.stops.map(\.color) == [UIColor.red, UIColor.blue])
  }
}

import Components
import DesignableExamples
import Foundation
import PNGCodec
import Raster
import Testing

/// Every example type with a representative attribute set.
let examples: [(View.Type, AttributeSet)] = [
  (
    PieChartView.self,
    AttributeSet("quarter", ["piePercentage": .real(25), "pieColor": .color(.systemBlue)])
  ),
  (ClockFaceView.self, AttributeSet("red", ["color": .color(.red)])),
  (
    CircleStepper.self,
    AttributeSet("seven", ["currentStep": .integer(7), "fgColor": .color(.systemGreen)])
  ),
  (
    BorderedLabel.self,
    AttributeSet(
      "framed",
      [
        "text": .string("Hello"), "cornerRadius": .real(12), "borderWidth": .real(3),
        "borderColor": .color(.systemBlue), "image": .image("star"),
      ])
  ),
  (
    IconButton.self,
    AttributeSet(
      "left", ["title": .string("Share"), "icon": .image("badge"), "iconMargin": .real(6)])
  ),
  (
    SlideView.self,
    AttributeSet(
      "loop",
      [
        "loopSlide": .boolean(true), "pageSize": .size(CGSize(width: 50, height: 40)),
        "pageMargin": .real(8),
        "pageControlHidden": .boolean(false), "pageControlBackgroundColor": .color(.darkGray),
      ])
  ),
]

@Suite("Examples render")
struct ExampleRenderTests {
  init() { ExampleImages.register() }

  @Test(arguments: [0.0, 1, 37, 300, 2000])
  func everyExampleRendersAtAnySize(_ side: Double) throws {
    for (type, attributes) in examples {
      for path in LifecyclePath.allCases {
        let view = try Lifecycle.build(
          type, path: path, frame: CGRect(x: 0, y: 0, width: side, height: side),
          attributes: attributes)
        let picture = Lifecycle.render(view, scale: side > 1000 ? 1 : 2)
        #expect(picture.width == (side > 1000 ? Int(side) : Int(side * 2)))
      }
    }
  }

  /// With DESIGNABLE_EXAMPLE_PICTURES set to a folder, writes every example at two sizes and
  /// three scales there, for looking at.
  @Test func writePicturesWhenAsked() throws {
    guard let folder = ProcessInfo.processInfo.environment["DESIGNABLE_EXAMPLE_PICTURES"] else {
      return
    }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (type, attributes) in examples {
      for (width, height) in [(120.0, 120.0), (64.0, 80.0)] {
        for scale in [1.0, 2.0, 3.0] {
          for path in [LifecyclePath.designTime, .runTime] {
            let view = try Lifecycle.build(
              type, path: path, frame: CGRect(x: 0, y: 0, width: width, height: height),
              attributes: attributes)
            let picture = Lifecycle.render(view, scale: CGFloat(scale))
            let name =
              "\(type).\(Int(width))x\(Int(height))@\(Int(scale))x.\(attributes.name).\(path.rawValue).png"
            try PNGFile.write(picture, to: folder + "/" + name)
          }
        }
      }
    }
  }
}

import Components
import Foundation
import Testing

private final class SliceLayer: Layer {
  var index = 0
  override var description: String { "slice \(index)" }
  override var debugDescription: String { "slice \(index) of \(bounds.width)" }
}

private final class Tile: View {
  override var debugDescription: String { "tile" }
}

/// Views and layers describe themselves as NSObjects do, and subclasses may say otherwise.
struct ObjectDescriptionTests {
  @Test func aLayerDescribesItsClassAndFrameUnlessOverridden() {
    let plain = Layer()
    plain.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    #expect(plain.description == "<Layer; frame = (1.0 2.0; 30.0 40.0)>")
    #expect(plain.debugDescription == plain.description)
    let slice = SliceLayer()
    slice.index = 3
    slice.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
    #expect("\(slice.description)|\(slice.debugDescription)" == "slice 3|slice 3 of 12.0")
  }

  @Test func aViewsDebugDescriptionCanBeOverridden() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 5, height: 6))
    #expect(view.debugDescription == view.description)
    #expect(Tile().debugDescription == "tile")
  }
}

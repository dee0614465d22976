import Components
import Testing

/// Core Animation's `insertSublayer(_:below:)` and `insertSublayer(_:above:)` place the
/// layer next to its sibling even when it is already one of the sublayers, as a component
/// does that inserts its backdrop layer below its content again at every redraw.
@Suite("Sublayer order")
struct SublayerOrderTests {
  /// A parent with sublayers named "a", "b" and "c", in that order.
  func parent() -> (Layer, [String: Layer]) {
    let parent = Layer()
    var named: [String: Layer] = [:]
    for name in ["a", "b", "c"] {
      let layer = Layer()
      layer.name = name
      named[name] = layer
      parent.addSublayer(layer)
    }
    return (parent, named)
  }

  func order(_ parent: Layer) -> [String] { (parent.sublayers ?? []).map { $0.name ?? "?" } }

  @Test func aSublayerInsertedBelowALaterSiblingAgainKeepsItsPlace() throws {
    let (parent, named) = parent()
    parent.insertSublayer(try #require(named["a"]), below: named["b"])
    #expect(order(parent) == ["a", "b", "c"])
    parent.insertSublayer(try #require(named["a"]), below: named["c"])
    #expect(order(parent) == ["b", "a", "c"])
  }

  @Test func aSublayerInsertedAboveALaterSiblingMovesJustAboveIt() throws {
    let (parent, named) = parent()
    parent.insertSublayer(try #require(named["a"]), above: named["b"])
    #expect(order(parent) == ["b", "a", "c"])
    parent.insertSublayer(try #require(named["c"]), above: named["b"])
    #expect(order(parent) == ["b", "c", "a"])
  }

  @Test func aLayerInsertedNextToItselfStaysWhereItIs() throws {
    let (parent, named) = parent()
    let b = try #require(named["b"])
    parent.insertSublayer(b, below: b)
    parent.insertSublayer(b, above: b)
    #expect(order(parent) == ["a", "b", "c"])
  }
}

/// Core Animation's `replaceSublayer(_:with:)`, as a component does that builds a new shape
/// layer at every layout and swaps it for the one it drew before.
@Suite("Replacing a sublayer")
struct SublayerReplacementTests {
  func order(_ parent: Layer) -> [String] { (parent.sublayers ?? []).map { $0.name ?? "?" } }

  func named(_ name: String) -> Layer {
    let layer = Layer()
    layer.name = name
    return layer
  }

  @Test func theNewLayerTakesTheOldOnesPlaceAndTheOldOneLeaves() {
    let parent = Layer()
    let (a, b, c) = (named("a"), named("b"), named("c"))
    for layer in [a, b, c] { parent.addSublayer(layer) }
    let fresh = named("n")
    parent.replaceSublayer(b, with: fresh)
    #expect(order(parent) == ["a", "n", "c"])
    #expect(b.superlayer == nil && fresh.superlayer === parent)
  }

  @Test func replacingAtEveryLayoutKeepsOneLayer() {
    let parent = Layer()
    var current = named("0")
    parent.addSublayer(current)
    for run in 1...3 {
      let next = named("\(run)")
      parent.replaceSublayer(current, with: next)
      current = next
    }
    #expect(order(parent) == ["3"])
  }

  @Test func aSiblingMovesIntoTheReplacedPlace() {
    let parent = Layer()
    let (a, b, c) = (named("a"), named("b"), named("c"))
    for layer in [a, b, c] { parent.addSublayer(layer) }
    parent.replaceSublayer(c, with: a)
    #expect(order(parent) == ["b", "a"])
  }

  @Test func aLayerThatIsNotASublayerIsLeftAlone() {
    let parent = Layer()
    let a = named("a")
    parent.addSublayer(a)
    let stranger = named("s")
    let fresh = named("n")
    parent.replaceSublayer(stranger, with: fresh)
    #expect(order(parent) == ["a"] && fresh.superlayer == nil)
  }
}

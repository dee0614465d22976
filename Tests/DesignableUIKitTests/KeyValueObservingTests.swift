import DesignableUIKit
import Testing

/// A gradient view that keeps its gradient layer's frame by observing its own `bounds`, as
/// some designable components do instead of overriding `layoutSubviews()`.
private final class ObservingGradientView: UIView {
  let gradient = CAGradientLayer()
  var calls: [(keyPath: String?, change: [NSKeyValueChangeKey: Any]?)] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradient.frame = bounds
    layer.insertSublayer(gradient, at: 0)
    addObserver(self, forKeyPath: "bounds", options: [.new, .old], context: nil)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    addObserver(self, forKeyPath: "bounds", options: .new, context: nil)
  }

  deinit {
    removeObserver(self, forKeyPath: "bounds")
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    calls.append((keyPath, change))
    if keyPath == "bounds" { gradient.frame = bounds }
  }
}

/// Watches other objects' keys and records what it is told.
private final class Watcher: UIView {
  var told: [(keyPath: String?, object: AnyObject?, change: [NSKeyValueChangeKey: Any]?)] = []
  var context: UnsafeMutableRawPointer?

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    told.append((keyPath, object as AnyObject?, change))
    self.context = context
  }
}

@Suite("Key-value observing by string key")
struct KeyValueObservingTests {
  @Test func aViewObservingItsBoundsIsToldOfEachNewBoundsWithOldAndNewValues() throws {
    let view = ObservingGradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
    #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
    let change = try #require(view.calls.last?.change)
    #expect(view.calls.last?.keyPath == "bounds")
    #expect((change[.newKey] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 0, width: 30, height: 20))
    #expect((change[.oldKey] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(change[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)
  }

  @Test func settingTheFrameTellsFrameObserversNotBoundsObservers() {
    let view = ObservingGradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let watcher = Watcher()
    view.addObserver(watcher, forKeyPath: "frame", options: .new, context: nil)
    view.frame = CGRect(x: 5, y: 5, width: 40, height: 10)
    // As on iOS, where setting a view's frame does not go through its bounds' setter.
    #expect(view.calls.isEmpty)
    #expect(watcher.told.map(\.keyPath) == ["frame"])
    #expect(watcher.told.first?.object === view)
  }

  @Test func optionsAskForTheInitialCallAndTheCallBeforeEachChange() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let watcher = Watcher()
    var marker = 7
    view.addObserver(
      watcher, forKeyPath: "center", options: [.initial, .new, .prior], context: &marker)
    let initial = try #require(watcher.told.first?.change)
    #expect((initial[.newKey] as? NSValue)?.cgPointValue == CGPoint(x: 5, y: 5))
    #expect(watcher.context == UnsafeMutableRawPointer(&marker))
    view.center = CGPoint(x: 20, y: 20)
    #expect(watcher.told.count == 3)
    #expect(watcher.told[1].change?[.notificationIsPriorKey] as? Bool == true)
    #expect(watcher.told[1].change?[.newKey] == nil)
    #expect((watcher.told[2].change?[.newKey] as? NSValue)?.cgPointValue == CGPoint(x: 20, y: 20))
  }

  @Test func keyValueCodingSetsTellObserversOfAnyKey() {
    let label = UILabel()
    let watcher = Watcher()
    label.addObserver(watcher, forKeyPath: "text", options: [.old, .new], context: nil)
    label.setValue("Hello", forKey: "text")
    #expect(watcher.told.count == 1)
    #expect(watcher.told.first?.change?[.newKey] as? String == "Hello")
    #expect(watcher.told.first?.change?[.oldKey] == nil)
    // Manual notifications, as a component with a computed property sends them.
    label.willChangeValue(forKey: "text")
    label.didChangeValue(forKey: "text")
    #expect(watcher.told.count == 2)
  }

  @Test func aRemovedObserverIsNotToldAndAnUnknownRemovalIsIgnored() {
    let view = UIView()
    let watcher = Watcher()
    view.removeObserver(watcher, forKeyPath: "bounds")
    view.addObserver(watcher, forKeyPath: "bounds", context: nil)
    view.bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
    view.removeObserver(watcher, forKeyPath: "bounds")
    view.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
    #expect(watcher.told.count == 1)
  }

  @Test func anObserverIsNotRetainedAndAGoneOneIsNotTold() {
    let view = UIView()
    weak var gone: Watcher?
    do {
      let watcher = Watcher()
      gone = watcher
      view.addObserver(watcher, forKeyPath: "bounds", context: nil)
    }
    #expect(gone == nil)
    view.bounds = CGRect(x: 0, y: 0, width: 3, height: 3)
  }

  @Test func aLayersBoundsAndPositionAreObserved() {
    let layer = CALayer()
    let watcher = Watcher()
    layer.addObserver(watcher, forKeyPath: "bounds", options: .new, context: nil)
    layer.addObserver(watcher, forKeyPath: "position", options: .old, context: nil)
    layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    #expect(watcher.told.map(\.keyPath) == ["bounds", "position"])
    #expect(
      (watcher.told[0].change?[.newKey] as? NSValue)?.cgRectValue.size
        == CGSize(width: 20, height: 20))
    #expect((watcher.told[1].change?[.oldKey] as? NSValue)?.cgPointValue == .zero)
  }

  @Test func aSwiftKeyPathObservationFollowsItsPropertyUntilInvalidated() {
    let view = ObservingGradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var widths: [(new: CGFloat?, old: CGFloat?)] = []
    let observation = view.observe(\.bounds.size.width, options: [.old, .new]) { _, change in
      widths.append((change.newValue, change.oldValue))
    }
    view.bounds = CGRect(x: 0, y: 0, width: 25, height: 10)
    #expect(widths.count == 1)
    #expect(widths.first?.new == 25)
    #expect(widths.first?.old == 10)
    observation.invalidate()
    view.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
    #expect(widths.count == 1)
  }

  @Test func aSwiftKeyPathObservationEndsWithItsLastReference() {
    let view = UIView()
    var alphas: [CGFloat?] = []
    var observation: NSKeyValueObservation? = view.observe(\.alpha, options: [.initial, .new]) {
      _, change in alphas.append(change.newValue)
    }
    view.alpha = 0.5
    view.isHidden = true
    observation = nil
    view.alpha = 0.25
    #expect(alphas == [1, 0.5])
    _ = observation
  }

  @Test func aLayerIsObservedBySwiftKeyPathAndUntoldPropertiesGetOnlyTheInitialCall() {
    let layer = CAShapeLayer()
    var calls = 0
    let bounds = layer.observe(\.bounds) { _, _ in calls += 1 }
    let path = layer.observe(\.lineWidth, options: .initial) { _, _ in calls += 10 }
    layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
    layer.lineWidth = 3
    #expect(calls == 11)
    _ = (bounds, path)
  }
}

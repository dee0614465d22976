import DesignableUIKit
import Testing

private final class Box {}

/// A helper that finds the bundle of its module by the class it archives as.
private final class BundleFinder: NSObject {
  static var bundle: Bundle { Bundle(for: self.classForCoder()) }
}

private final class BundledView: UIView {}

@Suite("Foundation's names that Linux lacks")
struct FoundationGapsTests {
  /// `NSDate.addingTimeInterval(_:)` gives an `NSDate` where one is expected, as iOS's
  /// `instancetype` method does, and a `Date` to an unannotated constant.
  @Test func anNSDateMovedByAnIntervalIsAnNSDateWhereOneIsExpected() {
    final class Countdown {
      var started: NSDate! = nil
      var ends = NSDate(timeIntervalSince1970: 0)
    }
    let countdown = Countdown()
    countdown.ends = countdown.ends.addingTimeInterval(90)
    countdown.started = NSDate(timeIntervalSince1970: 100).addingTimeInterval(-40)
    let plain = NSDate(timeIntervalSince1970: 10).addingTimeInterval(5)
    #expect(countdown.ends.timeIntervalSince1970 == 90)
    #expect(countdown.started.timeIntervalSince1970 == 60)
    #expect(plain == Date(timeIntervalSince1970: 15))
  }

  @Test func aWeakHashTableForgetsObjectsThatGoAway() {
    let table = NSHashTable<Box>(options: .weakMemory)
    let kept = Box()
    table.add(kept)
    table.add(kept)
    do {
      let passing = Box()
      table.add(passing)
      #expect(table.count == 2 && table.contains(passing))
    }
    #expect(table.count == 1 && table.allObjects.first === kept)
    table.remove(kept)
    #expect(table.count == 0 && !table.contains(kept))
  }

  @Test func aStrongHashTableKeepsItsObjectsInOrder() {
    let table = NSHashTable<Box>()
    do {
      table.add(Box())
      table.add(Box())
    }
    #expect(table.count == 2)
    table.removeAllObjects()
    #expect(table.allObjects.isEmpty)
  }

  @Test func dispatchTimeConstantsAreDarwins() {
    #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC * 1000 == NSEC_PER_SEC)
    #expect(USEC_PER_SEC * NSEC_PER_USEC == NSEC_PER_SEC)
  }

  @Test func valuesBoxGeometryUnderUIKitsNames() {
    let point = NSValue(cgPoint: CGPoint(x: 3, y: -4))
    #expect(point.cgPointValue == CGPoint(x: 3, y: -4))
    #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(NSValue(cgRect: rect).cgRectValue == rect)
  }

  @Test func hugeIsTheLargestFiniteFloat() {
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.repeatCount = HUGE
    #expect(spin.repeatCount == .greatestFiniteMagnitude && spin.repeatCount.isFinite)
  }

  @Test func geometryStringsReadAndWriteAsUIKitWritesThem() {
    #expect(NSCoder.cgPoint(for: "{1.5,-2}") == CGPoint(x: 1.5, y: -2))
    #expect(NSCoder.cgPoint(for: " { 3 , 4 } ") == CGPoint(x: 3, y: 4))
    #expect(NSCoder.cgSize(for: "{30, 40}") == CGSize(width: 30, height: 40))
    let rect = CGRect(x: 1, y: 2, width: 30, height: 40.25)
    #expect(NSCoder.cgRect(for: "{{1, 2}, {30, 40.25}}") == rect)
    #expect(NSCoder.string(for: rect) == "{{1, 2}, {30, 40.25}}")
    #expect(NSCoder.string(for: CGPoint(x: 0.5, y: -3)) == "{0.5, -3}")
    #expect(NSCoder.string(for: CGSize(width: 7, height: 8)) == "{7, 8}")
    #expect(NSCoder.cgPoint(for: NSCoder.string(for: CGPoint(x: 0.1, y: 1e-7))).x == 0.1)
    for malformed in ["", "{1}", "{1, 2, 3}", "{a, 2}", "{1, --2}"] {
      #expect(NSCoder.cgPoint(for: malformed) == .zero)
    }
    #expect(NSCoder.cgRect(for: "{1, 2}") == .zero)
  }

  @Test func selectorObserversAndTimersCompileAndStayInert() {
    final class Listener {
      var calls = 0
      func refresh() { calls += 1 }
    }
    let listener = Listener()
    let name = Notification.Name("SelectorObserversTest")
    NotificationCenter.default.addObserver(
      listener, selector: "refresh", name: name, object: nil)
    NotificationCenter.default.post(name: name, object: nil)
    NotificationCenter.default.removeObserver(listener)
    #expect(listener.calls == 0)
    let timer = Timer.scheduledTimer(
      timeInterval: 0.5, target: listener, selector: "refresh", userInfo: nil, repeats: true)
    #expect(timer.isValid && timer.timeInterval == 0.5)
    timer.invalidate()
    #expect(!timer.isValid)
    let unscheduled = Timer(
      timeInterval: 1, target: listener, selector: "refresh", userInfo: nil, repeats: false)
    #expect(unscheduled.isValid && listener.calls == 0)
  }

  @Test func autoreleasepoolRunsItsBodyAndPassesOnWhatItReturnsOrThrows() throws {
    struct Failure: Error {}
    let size = autoreleasepool { () -> CGSize? in
      UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { _ in }.size
    }
    #expect(size == CGSize(width: 3, height: 2))
    #expect(throws: Failure.self) { try autoreleasepool { throw Failure() } }
  }

  @Test func theCoreFoundationClockCountsFrom2001() {
    let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
    let expected = Date().timeIntervalSinceReferenceDate
    #expect(abs(now - expected) < 60)
    #expect(now > 700_000_000)
  }

  @Test func textFieldNotificationsHaveUIKitsNames() {
    #expect(
      UITextField.textDidBeginEditingNotification.rawValue
        == "UITextFieldTextDidBeginEditingNotification")
    #expect(
      UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
    #expect(
      UITextField.textDidEndEditingNotification.rawValue
        == "UITextFieldTextDidEndEditingNotification")
  }

  @Test func classesArchiveAsThemselves() {
    #expect(BundleFinder.classForCoder() == BundleFinder.self)
    #expect(BundleFinder.bundle == Bundle(for: BundleFinder.self))
    #expect(BundledView().classForCoder == BundledView.self)
    #expect(BundledView.classForCoder() == BundledView.self)
    #expect(CAShapeLayer().classForCoder == CAShapeLayer.self)
  }

  @Test func scanningWithoutAResultAsksWhatComesNext() {
    #expect(Scanner(string: "42").scanInt(nil))
    #expect(!Scanner(string: "x42").scanInt(nil))
    #expect(Scanner(string: "ff").scanHexInt32(nil))
    #expect(Scanner(string: "2.5").scanDouble(nil))
    var value = 0
    #expect(Scanner(string: "17 apples").scanInt(&value) && value == 17)
    let slot = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    defer { slot.deallocate() }
    let optional: UnsafeMutablePointer<Double>? = slot
    #expect(Scanner(string: "0.75").scanDouble(optional) && slot.pointee == 0.75)
  }

  @Test func bridgedBytesPointIntoTheDataWhileItLives() {
    let picture = Data((0..<1024).map { UInt8($0 % 251) })
    let address = picture.nsDataBytes
    // Made and dropped after the address was taken: the address still reads the data.
    let noise = [UInt8](repeating: 0xEE, count: 1024)
    #expect(noise.count == 1024)
    #expect(address.load(fromByteOffset: 1000, as: UInt8.self) == 1000 % 251)
    picture.withUnsafeBytes { #expect($0.baseAddress == address) }
    let small = Data([1, 2, 3])
    let smallAddress = small.nsDataBytes
    #expect(smallAddress.load(fromByteOffset: 2, as: UInt8.self) == 3)
    #expect(Data([1, 2, 3]).nsDataBytes == smallAddress)
  }

  @Test func attributeDictionariesCastFromStringKeys() throws {
    let font = UIFont.systemFont(ofSize: 20)
    let stored = NSDictionary(object: font, forKey: NSAttributedString.Key.font as NSCopying)
    let fromObject = try #require(
      NSAttributedString.Key.dictionary(castFrom: stored, values: AnyObject.self))
    #expect(fromObject.count == 1 && fromObject[.font] === font)
    let named: [String: Any] = ["NSColor": UIColor.red, "NSKern": 2.0]
    let fromStrings = try #require(
      NSAttributedString.Key.dictionary(castFrom: named, values: Any.self))
    #expect(fromStrings[.kern] as? Double == 2.0 && fromStrings[.foregroundColor] is UIColor)
    let keyed: [NSAttributedString.Key: Any] = [.kern: 1.5]
    #expect(
      NSAttributedString.Key.dictionary(castFrom: keyed, values: Any.self)?[.kern] as? Double
        == 1.5)
    // As the cast: a value of another type, a key that is no name, or no dictionary at all.
    #expect(NSAttributedString.Key.dictionary(castFrom: named, values: UIColor.self) == nil)
    #expect(NSAttributedString.Key.dictionary(castFrom: [1: font], values: Any.self) == nil)
    #expect(NSAttributedString.Key.dictionary(castFrom: "font", values: Any.self) == nil)
    let missing: NSDictionary? = nil
    #expect(NSAttributedString.Key.dictionary(castFrom: missing, values: Any.self) == nil)
  }

  @Test func darwinsLargestFloatIsNamed() {
    let pulse = CABasicAnimation(keyPath: "opacity")
    pulse.repeatCount = MAXFLOAT
    #expect(pulse.repeatCount == .greatestFiniteMagnitude && HUGE == MAXFLOAT)
  }

  @Test func classesDescribeThemselvesWithTheirModule() {
    // As a nib is found by the class's name after its module.
    // A private class's name leaves out the context Swift's reflection gives it by address.
    #expect(BundledView.description() == "DesignableUIKitTests.BundledView")
    #expect(BundledView.description().components(separatedBy: ".").last == "BundledView")
    #expect(BundleFinder.description().hasSuffix(".BundleFinder"))
    #expect(CAShapeLayer.description().hasSuffix("ShapeLayer"))
  }
}

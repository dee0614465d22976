import CoreFoundation
import DesignableUIKit
import Testing

/// A file that imports Core Foundation beside the module, as a component's animation helper
/// does, calls Core Foundation's clock without ambiguity.
@Suite("Core Foundation imported beside DesignableUIKit")
struct CoreFoundationImportTests {
  @Test func theClockIsCoreFoundationsAndUnambiguous() {
    let start: CFTimeInterval = CFAbsoluteTimeGetCurrent()
    #expect(abs(start - Date().timeIntervalSinceReferenceDate) < 60)
  }
}

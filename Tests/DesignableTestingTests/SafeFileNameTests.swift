import DesignableTesting
import Foundation
import Testing

@Suite("Safe file names")
struct SafeFileNameTests {
  static let hostile = [
    "../../../../tmp/ESCAPED", "sub/dir", "\" onerror=\"document.title='XSS'\" a=\"",
    "<script>alert(1)</script>", "x/../../../../../../../tmp/IBESCAPE", "..", ".", "", "-rf",
    ".hidden", "tab\there", "new\nline", "nul\u{0}byte", "back\\slash", "~home", "a~b",
    "padrão", "半分", String(repeating: "long", count: 100), "a..b", "C:\\Windows", "$(rm -rf)",
  ]

  @Test func readableNamesAreKept() {
    for name in ["PieChartView.120x120@2x.quarter", "default", "two_thirds", "a-b", "x+y,z=1"] {
      #expect(SafeFileName.make(name) == name)
    }
  }

  @Test(arguments: hostile)
  func hostileNamesBecomeOneSafeComponent(_ name: String) {
    let safe = SafeFileName.make(name)
    #expect(SafeFileName.isSafe(safe), "\(safe)")
    #expect(!safe.contains("/") && !safe.contains("\\") && !safe.contains(".."))
    #expect(!safe.hasPrefix(".") && !safe.hasPrefix("-") && !safe.hasPrefix("~"))
    #expect(safe.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0 != "\u{7F}" })
    #expect(safe.utf8.count <= SafeFileName.maximumLength)
    #expect(safe != name)
    #expect(SafeFileName.ensure(safe) == safe)
    #expect(SafeFileName.make(name) == safe, "stable")
  }

  @Test func distinctNamesStayDistinct() {
    // Names that map to the same characters differ by their hashes, and a changed name
    // can never equal a kept one (kept names hold no `~`).
    let names =
      Self.hostile + ["sub_dir", "sub?dir", "sub dir", "a_b", "a/b", "a\\b", "a b"]
      + (0..<500).map { "set \($0)/\($0 % 7)" }
    let safe = names.map(SafeFileName.make)
    #expect(Set(safe).count == Set(names).count)
    #expect(SafeFileName.make("sub/dir") != SafeFileName.make("sub_dir"))
    #expect(SafeFileName.make("sub/dir") != SafeFileName.make("sub?dir"))
  }

  @Test func longNamesAreBoundedAndStillDistinct() {
    let a = String(repeating: "a", count: 400) + "1"
    let b = String(repeating: "a", count: 400) + "2"
    #expect(SafeFileName.make(a).utf8.count == SafeFileName.maximumLength)
    #expect(SafeFileName.make(a) != SafeFileName.make(b))
  }
}

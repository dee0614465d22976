import Foundation
import PNGCodec
import Raster
import Testing

@testable import DesignableChecks
@testable import DesignableTesting

@Suite("HTML report")
struct HTMLReportTests {
  @Test func failuresComeFirstWithEveryPictureCopied() throws {
    let box = try Sandbox()
    _ = SnapshotVerifier.verify(dot(), box.request(.missing))
    let failed = SnapshotVerifier.verify(dot(at: 2), box.request(.missing))
    let passed = SnapshotVerifier.verify(dot(), box.request(.never))
    let summary = RunSummary(
      started: "now", arguments: [], isFiltered: false, snapshots: [passed, failed])
    let folder = box.root.appendingPathComponent("report").path
    let page = try HTMLReport.write(summary, to: folder)
    let html = try String(contentsOfFile: page, encoding: .utf8)
    let failures = try #require(html.range(of: "Failed snapshots (1)"))
    let gallery = try #require(html.range(of: "Passing snapshots (1)"))
    #expect(failures.lowerBound < gallery.lowerBound)
    #expect(html.contains("designable accept Dot.4x4@1x.default"))
    #expect(html.contains("class=\"slide\"") && html.contains("class=\"onion\""))
    #expect(!html.contains("http://") && !html.contains("https://"))
    // Every picture the page names exists beside it.
    let sources = html.components(separatedBy: "src=\"").dropFirst().compactMap {
      $0.split(separator: "\"").first
    }
    #expect(sources.count >= 4)
    for source in sources {
      #expect(FileManager.default.fileExists(atPath: folder + "/" + source), "\(source)")
    }
  }

  @Test func textIsEscaped() {
    #expect(
      HTMLReport.escape("<a href=\"x\">&</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;")
  }
}

@Suite("Escaping for the report and the shell")
struct EscapingTests {
  @Test func singleQuotesAreEscapedToo() {
    #expect(HTMLReport.escape("a='x'") == "a=&#39;x&#39;")
  }

  @Test func quotesFollowedByCombiningMarksAreEscaped() {
    // `"` + U+0301 is one Character, but the browser still ends the attribute at the quote.
    #expect(HTMLReport.escape("a\"\u{301} onerror=x") == "a&quot;\u{301} onerror=x")
    #expect(HTMLReport.escape("<\u{338}&\u{301}'\u{301}") == "&lt;\u{338}&amp;\u{301}&#39;\u{301}")
  }

  @Test func shellWordsAreQuotedWhenNeeded() {
    #expect(
      ShellWord.quoted("snapshots-of.PieChartView.120x120@2x.quarter")
        == "snapshots-of.PieChartView.120x120@2x.quarter")
    #expect(ShellWord.quoted("a b") == "'a b'")
    #expect(ShellWord.quoted("$(rm -rf ~)") == "'$(rm -rf ~)'")
    #expect(ShellWord.quoted("it's") == "'it'\\''s'")
    #expect(ShellWord.quoted("a=~b") == "'a=~b'")
    #expect(ShellWord.quoted("") == "''")
  }
}

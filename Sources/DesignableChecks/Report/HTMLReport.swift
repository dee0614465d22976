import Components
import Foundation
import PNGCodec

/// Writes a self-contained static HTML report of a run: failures first (reference, actual
/// and diff side by side, a slider and an onion skin, the numbers, the paths and the command
/// that accepts the new picture), then the checker's findings with each path's picture,
/// then a gallery of the passing snapshots by test. Every picture is copied next to the
/// page; nothing is loaded from the network.
///
/// Names come from documents, components and tests, so every text and attribute is escaped,
/// copied pictures get safe file names, and the page carries a Content-Security-Policy that
/// lets it load only its own pictures, style sheet and script (`report.css`, `report.js`
/// beside `index.html`): no inline script runs, whatever a name holds.
public enum HTMLReport {
  /// Writes `<folder>/index.html` and its pictures for `summary`; returns the page's path.
  /// - Throws: ``PNGError/io(path:operation:reason:)`` when the folder cannot be written.
  public static func write(_ summary: RunSummary, to folder: String) throws -> String {
    let images = (folder as NSString).appendingPathComponent("images")
    do {
      try FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true)
    } catch {
      throw PNGError.io(path: images, operation: "create", reason: error.localizedDescription)
    }
    var copier = ImageCopier(folder: images)
    var body = header(summary)
    let failed = summary.snapshots.filter { $0.status == .failed }
    let recorded = summary.snapshots.filter { $0.status == .recorded }
    let findings = (summary.checks ?? []).filter { !$0.findings.isEmpty }
    if !failed.isEmpty {
      body += "<h2 id=\"failures\">Failed snapshots (\(failed.count))</h2>\n"
      for outcome in failed { body += failure(outcome, &copier) }
    }
    if !findings.isEmpty {
      body += "<h2 id=\"findings\">Checker findings</h2>\n"
      let ordered = findings.sorted { $0.unexpectedFindings.count > $1.unexpectedFindings.count }
      for report in ordered { body += checkSection(report, &copier) }
    }
    if !recorded.isEmpty {
      body += "<h2 id=\"recorded\">Recorded (\(recorded.count))</h2>\n"
      body += gallery(recorded, &copier)
    }
    let passed = summary.snapshots.filter { $0.status == .passed }
    if !passed.isEmpty {
      body += "<h2 id=\"passed\">Passing snapshots (\(passed.count))</h2>\n"
      body += gallery(passed, &copier)
    }
    try AtomicFile.write(Array(HTMLReportAssets.script.utf8), to: folder + "/report.js")
    try AtomicFile.write(Array(HTMLReportAssets.style.utf8), to: folder + "/report.css")
    let page = (folder as NSString).appendingPathComponent("index.html")
    try AtomicFile.write(Array(document(body).utf8), to: page)
    return page
  }

  private static func header(_ summary: RunSummary) -> String {
    let checks = summary.checks ?? []
    let unexpected = checks.reduce(0) { $0 + $1.unexpectedFindings.count }
    let expected = checks.reduce(0) { $0 + $1.findings.count } - unexpected
    var text =
      "<h1>Designable report</h1>\n<p class=\"meta\">Run started \(escape(summary.started))"
    if summary.isFiltered { text += " (a filtered run: only some tests ran)" }
    if let parts = summary.parts, !parts.isEmpty {
      let unfinished = parts.filter { !$0.isComplete }.count
      text +=
        "; \(parts.count) \(parts.count == 1 ? "part" : "parts"): "
        + escape(parts.map(\.label).joined(separator: ", "))
      if unfinished > 0 { text += " (\(unfinished) did not finish)" }
    }
    for note in summary.notes ?? [] { text += "<br>" + escape(note) }
    text += "</p>\n<ul class=\"counts\">"
    text += "<li class=\"\(summary.failed > 0 ? "bad" : "good")\">\(summary.failed) failed</li>"
    text += "<li>\(summary.recorded) recorded</li><li class=\"good\">\(summary.passed) passed</li>"
    if !checks.isEmpty {
      text +=
        "<li class=\"\(unexpected > 0 ? "bad" : "good")\">\(unexpected) unexpected findings</li>"
      text += "<li>\(expected) expected findings in \(checks.count) checks</li>"
    }
    return text + "</ul>\n"
  }

  private static func failure(_ outcome: SnapshotOutcome, _ copier: inout ImageCopier) -> String {
    let reference = copier.copy(outcome.referencePath)
    let actual = outcome.actualPath.flatMap { copier.copy($0) }
    let diff = outcome.diffPath.flatMap { copier.copy($0) }
    var html = "<section class=\"snapshot failed\" id=\"\(anchor(outcome.name))\">\n"
    html +=
      "<h3>\(escape(outcome.name)) <span class=\"group\">\(escape(outcome.group))</span></h3>\n"
    html += "<div class=\"triptych\">"
    html += figure("reference", reference) + figure("actual", actual) + figure("diff", diff)
    html += "</div>\n"
    if let reference, let actual {
      html += """
        <div class="compare">
          <div class="slider-view"><img src="\(escape(reference))" alt="reference"><img class="over" src="\(escape(actual))" alt="actual"></div>
          <label>slider <input type="range" min="0" max="100" value="50" class="slide"></label>
          <div class="onion-view"><img src="\(escape(reference))" alt="reference"><img class="over" src="\(escape(actual))" alt="actual"></div>
          <label>onion skin <input type="range" min="0" max="100" value="50" class="onion"></label>
        </div>

        """
    }
    html += "<p class=\"message\">\(escape(outcome.message ?? ""))</p>\n"
    if let result = outcome.result {
      html +=
        "<table class=\"numbers\"><tr><th>differing pixels</th><td>\(result.differentPixels) of \(result.width * result.height) (\(String(format: "%.3g", result.ratio * 100))%)</td></tr>"
      html += "<tr><th>allowed</th><td>\(result.allowedPixels)</td></tr>"
      html += "<tr><th>worst channel difference</th><td>\(result.maxChannelDelta)</td></tr>"
      html += "<tr><th>worst ΔE00</th><td>\(String(format: "%.2f", result.maxDeltaE))</td></tr>"
      html += "<tr><th>tolerance</th><td>\(escape(outcome.options.summary))</td></tr></table>\n"
    }
    html += "<p class=\"paths\">reference: <code>\(escape(outcome.referencePath))</code>"
    if let path = outcome.actualPath { html += "<br>actual: <code>\(escape(path))</code>" }
    if let path = outcome.diffPath { html += "<br>diff: <code>\(escape(path))</code>" }
    let command = "designable accept " + ShellWord.quoted(outcome.name)
    html +=
      "</p>\n<p>Accept the new picture: <code class=\"command\">\(escape(command))</code></p>\n"
    return html + "</section>\n"
  }

  private static func checkSection(_ report: CheckReport, _ copier: inout ImageCopier) -> String {
    let title =
      "\(report.component) \(SnapshotName.number(CGFloat(report.width)))x\(SnapshotName.number(CGFloat(report.height))) \(report.attributeSet)"
    var html = "<section class=\"check\"><h3>\(escape(title))</h3>\n<div class=\"triptych\">"
    for role in ["designTime", "runTime", "programmatic"] {
      html += figure(role, report.pictures[role].flatMap { copier.copy($0) })
    }
    html += "</div>\n"
    for finding in report.findings {
      let state = finding.isExpected ? "expected" : "unexpected"
      html += "<div class=\"finding \(state)\"><h4>\(state): \(escape(finding.kind.rawValue))"
      if !finding.attributes.isEmpty {
        html += " [\(escape(finding.attributes.joined(separator: ", ")))]"
      }
      html +=
        "</h4><p>\(escape(finding.explanation))</p><p class=\"fix\">Fix: \(escape(finding.fix))</p>"
      let pictures = finding.pictures.sorted { $0.key < $1.key }
      if !pictures.isEmpty {
        html += "<div class=\"triptych\">"
        for (role, path) in pictures { html += figure(role, copier.copy(path)) }
        html += "</div>"
      }
      html += "</div>\n"
    }
    if !report.findings.isEmpty, let lifecycle = report.lifecycle {
      html += lifecycleTable(lifecycle)
    }
    return html + "</section>\n"
  }

  /// What each path did, step by step: the evidence behind the findings' explanations.
  private static func lifecycleTable(_ lifecycle: [String: [LifecycleRecord]]) -> String {
    var html = "<details class=\"lifecycle\"><summary>What each path did</summary>\n"
    for path in LifecyclePath.allCases {
      guard let steps = lifecycle[path.rawValue], !steps.isEmpty else { continue }
      html += "<table><caption>\(escape(path.rawValue))</caption>"
      for record in steps {
        var changed = record.changes.sorted { $0.key < $1.key }.map { keyPath, change in
          "<code>\(escape(keyPath))</code> \(escape(change))"
        }
        changed += record.animations.map { "starts <code>\(escape($0))</code>" }
        html +=
          "<tr><th>\(escape(record.step))</th><td>"
          + (changed.isEmpty ? "—" : changed.joined(separator: "<br>")) + "</td></tr>"
      }
      html += "</table>\n"
    }
    return html + "</details>\n"
  }

  /// The outcomes by test file and by the first part of their names (the test's name).
  private static func gallery(_ outcomes: [SnapshotOutcome], _ copier: inout ImageCopier) -> String
  {
    var html = ""
    let groups = Dictionary(grouping: outcomes) { outcome in
      [outcome.group, outcome.name.split(separator: ".").first.map(String.init) ?? outcome.name]
    }
    for key in groups.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      html += "<h3>\(escape(key[0])) › \(escape(key[1]))</h3><div class=\"gallery\">"
      for outcome in (groups[key] ?? []).sorted(by: { $0.name < $1.name }) {
        let caption = outcome.name.dropFirst(key[1].count + 1)
        html += figure(
          caption.isEmpty ? outcome.name : String(caption), copier.copy(outcome.referencePath))
      }
      html += "</div>\n"
    }
    return html
  }

  private static func figure(_ caption: String, _ source: String?) -> String {
    guard let source else {
      return
        "<figure><div class=\"missing\">no picture</div><figcaption>\(escape(caption))</figcaption></figure>"
    }
    let link = escape(source)
    return "<figure><a href=\"\(link)\"><img src=\"\(link)\" alt=\"\(escape(caption))\"></a>"
      + "<figcaption>\(escape(caption))</figcaption></figure>"
  }

  /// Text made safe inside an HTML element or a quoted attribute: `& < > " '` become
  /// character references.
  static func escape(_ text: String) -> String {
    // By scalar, not by Character: a quote followed by a combining mark is one Character
    // that is not `"`, yet the browser still reads the quote.
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result.append(contentsOf: "&amp;".unicodeScalars)
      case "<": result.append(contentsOf: "&lt;".unicodeScalars)
      case ">": result.append(contentsOf: "&gt;".unicodeScalars)
      case "\"": result.append(contentsOf: "&quot;".unicodeScalars)
      case "'": result.append(contentsOf: "&#39;".unicodeScalars)
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// An element id made of ASCII letters, digits and `-` only.
  private static func anchor(_ name: String) -> String {
    let scalars = name.unicodeScalars.map { scalar -> Unicode.Scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9": scalar
      default: "-"
      }
    }
    return String(String.UnicodeScalarView(scalars))
  }

  private static func document(_ body: String) -> String {
    """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="\(HTMLReportAssets.contentSecurityPolicy)">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Designable report</title>
    <link rel="stylesheet" href="report.css">
    <script src="report.js" defer></script>
    </head><body>
    \(body)
    </body></html>

    """
  }
}

/// Copies pictures next to the report under stable names, each file once.
struct ImageCopier {
  let folder: String
  private var copied: [String: String] = [:]

  init(folder: String) {
    self.folder = folder
  }

  /// The page-relative path of a copy of `path`, or `nil` when it cannot be read.
  mutating func copy(_ path: String) -> String? {
    if let done = copied[path] { return done }
    guard let bytes = try? AtomicFile.read(path) else { return nil }
    // A hash of the source path names the copy, so names are stable between runs, and the
    // base is made a safe file name, since it comes from a snapshot's or an element's name.
    let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let name =
      SafeFileName.ensure(String(base.prefix(80))) + "-" + SafeFileName.hexHash(path) + ".png"
    guard
      (try? AtomicFile.write(bytes, to: (folder as NSString).appendingPathComponent(name))) != nil
    else {
      return nil
    }
    let relative = "images/" + name
    copied[path] = relative
    return relative
  }
}

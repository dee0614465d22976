import Foundation
import PNGCodec

/// Writes a self-contained static HTML report of a run: failures first (reference, actual
/// and diff side by side, a slider and an onion skin, the numbers, the paths and the command
/// that accepts the new picture), then the checker's findings with each path's picture,
/// then a gallery of the passing snapshots by component. Every picture is copied next to
/// the page; nothing is loaded from the network.
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
    let page = (folder as NSString).appendingPathComponent("index.html")
    try AtomicFile.write(Array(document(body).utf8), to: page)
    return page
  }

  private static func header(_ summary: RunSummary) -> String {
    let checks = summary.checks ?? []
    let unexpected = checks.reduce(0) { $0 + $1.unexpectedFindings.count }
    let expected = checks.reduce(0) { $0 + $1.findings.count } - unexpected
    var text = "<h1>Designable report</h1>\n<p class=\"meta\">Run started \(escape(summary.started))"
    if summary.isFiltered { text += " (a filtered run: only some tests ran)" }
    if let parts = summary.parts, !parts.isEmpty {
      let unfinished = parts.filter { !$0.isComplete }.count
      text += "; \(parts.count) parts: " + escape(parts.map(\.label).joined(separator: ", "))
      if unfinished > 0 { text += " (\(unfinished) did not finish)" }
    }
    for note in summary.notes ?? [] { text += "<br>" + escape(note) }
    text += "</p>\n<ul class=\"counts\">"
    text += "<li class=\"\(summary.failed > 0 ? "bad" : "good")\">\(summary.failed) failed</li>"
    text += "<li>\(summary.recorded) recorded</li><li class=\"good\">\(summary.passed) passed</li>"
    if !checks.isEmpty {
      text += "<li class=\"\(unexpected > 0 ? "bad" : "good")\">\(unexpected) unexpected findings</li>"
      text += "<li>\(expected) expected findings in \(checks.count) checks</li>"
    }
    return text + "</ul>\n"
  }

  private static func failure(_ outcome: SnapshotOutcome, _ copier: inout ImageCopier) -> String {
    let reference = copier.copy(outcome.referencePath)
    let actual = outcome.actualPath.flatMap { copier.copy($0) }
    let diff = outcome.diffPath.flatMap { copier.copy($0) }
    var html = "<section class=\"snapshot failed\" id=\"\(anchor(outcome.name))\">\n"
    html += "<h3>\(escape(outcome.name)) <span class=\"group\">\(escape(outcome.group))</span></h3>\n"
    html += "<div class=\"triptych\">"
    html += figure("reference", reference) + figure("actual", actual) + figure("diff", diff)
    html += "</div>\n"
    if let reference, let actual {
      html += """
        <div class="compare">
          <div class="slider-view"><img src="\(reference)" alt="reference"><img class="over" src="\(actual)" alt="actual"></div>
          <label>slider <input type="range" min="0" max="100" value="50" class="slide"></label>
          <div class="onion-view"><img src="\(reference)" alt="reference"><img class="over" src="\(actual)" alt="actual" style="opacity:0.5"></div>
          <label>onion skin <input type="range" min="0" max="100" value="50" class="onion"></label>
        </div>

        """
    }
    html += "<p class=\"message\">\(escape(outcome.message ?? ""))</p>\n"
    if let result = outcome.result {
      html += "<table class=\"numbers\"><tr><th>differing pixels</th><td>\(result.differentPixels) of \(result.width * result.height) (\(String(format: "%.3g", result.ratio * 100))%)</td></tr>"
      html += "<tr><th>allowed</th><td>\(result.allowedPixels)</td></tr>"
      html += "<tr><th>worst channel difference</th><td>\(result.maxChannelDelta)</td></tr>"
      html += "<tr><th>worst ΔE00</th><td>\(String(format: "%.2f", result.maxDeltaE))</td></tr>"
      html += "<tr><th>tolerance</th><td>\(escape(outcome.options.summary))</td></tr></table>\n"
    }
    html += "<p class=\"paths\">reference: <code>\(escape(outcome.referencePath))</code>"
    if let path = outcome.actualPath { html += "<br>actual: <code>\(escape(path))</code>" }
    if let path = outcome.diffPath { html += "<br>diff: <code>\(escape(path))</code>" }
    html += "</p>\n<p>Accept the new picture: <code class=\"command\">designable accept \(escape(outcome.name))</code></p>\n"
    return html + "</section>\n"
  }

  private static func checkSection(_ report: CheckReport, _ copier: inout ImageCopier) -> String {
    let title = "\(report.component) \(SnapshotName.number(CGFloat(report.width)))x\(SnapshotName.number(CGFloat(report.height))) \(report.attributeSet)"
    var html = "<section class=\"check\"><h3>\(escape(title))</h3>\n<div class=\"triptych\">"
    for role in ["designTime", "runTime", "programmatic"] {
      html += figure(role, report.pictures[role].flatMap { copier.copy($0) })
    }
    html += "</div>\n"
    for finding in report.findings {
      let state = finding.isExpected ? "expected" : "unexpected"
      html += "<div class=\"finding \(state)\"><h4>\(state): \(escape(finding.kind.rawValue))"
      if !finding.attributes.isEmpty { html += " [\(escape(finding.attributes.joined(separator: ", ")))]" }
      html += "</h4><p>\(escape(finding.explanation))</p><p class=\"fix\">Fix: \(escape(finding.fix))</p>"
      let pictures = finding.pictures.sorted { $0.key < $1.key }
      if !pictures.isEmpty {
        html += "<div class=\"triptych\">"
        for (role, path) in pictures { html += figure(role, copier.copy(path)) }
        html += "</div>"
      }
      html += "</div>\n"
    }
    return html + "</section>\n"
  }

  private static func gallery(_ outcomes: [SnapshotOutcome], _ copier: inout ImageCopier) -> String {
    var html = ""
    let groups = Dictionary(grouping: outcomes) { $0.name.split(separator: ".").first.map(String.init) ?? $0.name }
    for component in groups.keys.sorted() {
      html += "<h3>\(escape(component))</h3><div class=\"gallery\">"
      for outcome in (groups[component] ?? []).sorted(by: { $0.name < $1.name }) {
        html += figure(String(outcome.name.dropFirst(component.count + 1)), copier.copy(outcome.referencePath))
      }
      html += "</div>\n"
    }
    return html
  }

  private static func figure(_ caption: String, _ source: String?) -> String {
    guard let source else {
      return "<figure><div class=\"missing\">no picture</div><figcaption>\(escape(caption))</figcaption></figure>"
    }
    return "<figure><a href=\"\(source)\"><img src=\"\(source)\" alt=\"\(escape(caption))\"></a><figcaption>\(escape(caption))</figcaption></figure>"
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  private static func anchor(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }

  private static func document(_ body: String) -> String {
    """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Designable report</title>
    <style>
    body{font:15px/1.45 -apple-system,system-ui,"DejaVu Sans",sans-serif;margin:0 auto;max-width:1100px;padding:16px;color:#1d1d1f;background:#fafafa}
    h1{margin:.2em 0}h2{border-bottom:1px solid #ddd;padding-bottom:4px;margin-top:1.6em}
    .meta{color:#666}.counts{display:flex;flex-wrap:wrap;gap:8px;padding:0;list-style:none}
    .counts li{background:#eee;border-radius:12px;padding:2px 10px}.counts .bad{background:#fdd;color:#900}.counts .good{background:#dfd;color:#060}
    section{background:#fff;border:1px solid #e3e3e3;border-radius:8px;padding:12px;margin:12px 0}
    section.failed{border-left:5px solid #d33}.group{color:#888;font-weight:normal;font-size:.8em}
    .triptych,.gallery{display:flex;flex-wrap:wrap;gap:12px}
    figure{margin:0;text-align:center}figure img{max-width:100%;height:auto;background:repeating-conic-gradient(#ddd 0% 25%,#fff 0% 50%) 0 0/16px 16px;border:1px solid #ccc;image-rendering:pixelated}
    .triptych figure{flex:1 1 200px;max-width:340px}.gallery figure{flex:0 1 150px}figcaption{font-size:.8em;color:#555;word-break:break-all}
    .missing{width:120px;height:80px;display:flex;align-items:center;justify-content:center;color:#999;border:1px dashed #ccc}
    .compare{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start;margin-top:8px}
    .slider-view,.onion-view{position:relative;display:inline-block;max-width:340px}
    .slider-view img,.onion-view img{display:block;max-width:100%;background:repeating-conic-gradient(#ddd 0% 25%,#fff 0% 50%) 0 0/16px 16px;image-rendering:pixelated}
    .slider-view .over,.onion-view .over{position:absolute;left:0;top:0}
    .slider-view .over{clip-path:inset(0 0 0 50%)}
    .message{white-space:pre-wrap;font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:.85em;background:#f6f6f6;padding:8px;border-radius:6px;overflow-x:auto}
    table.numbers th{text-align:left;padding-right:12px;font-weight:normal;color:#555}
    code{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:.85em;word-break:break-all}
    .command{background:#1d1d1f;color:#fff;padding:2px 6px;border-radius:4px}
    .finding{border-top:1px solid #eee;padding-top:6px}.finding.unexpected h4{color:#b00}.finding.expected h4{color:#666}.fix{color:#135}
    @media (max-width:600px){body{padding:8px;font-size:14px}.triptych figure{flex-basis:100%}}
    </style></head><body>
    \(body)
    <script>
    document.querySelectorAll('.compare').forEach(function(c){
      var s=c.querySelector('.slide'),o=c.querySelector('.onion');
      var si=c.querySelector('.slider-view .over'),oi=c.querySelector('.onion-view .over');
      s.addEventListener('input',function(){si.style.clipPath='inset(0 0 0 '+s.value+'%)';});
      o.addEventListener('input',function(){oi.style.opacity=o.value/100;});
    });
    </script>
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
    // FNV-1a of the source path names the copy, so names are stable between runs.
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let name = String(base.prefix(80)) + "-" + String(hash, radix: 16) + ".png"
    guard (try? AtomicFile.write(bytes, to: (folder as NSString).appendingPathComponent(name))) != nil else {
      return nil
    }
    let relative = "images/" + name
    copied[path] = relative
    return relative
  }
}

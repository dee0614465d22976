import Components

/// A checker report as JSON, member for member what `JSONEncoder` writes for its `Codable`
/// conformance, with dictionaries in ascending order of their keys.
extension JSONLine {
  mutating func write(_ report: CheckReport) {
    beginObject()
    field("component", report.component)
    field("width", report.width)
    field("height", report.height)
    field("scale", report.scale)
    field("attributeSet", report.attributeSet)
    key("findings")
    beginArray()
    for finding in report.findings { write(finding) }
    endArray()
    field("pictures", report.pictures)
    field("renders", report.renders)
    field("comparisons", report.comparisons)
    field("seconds", report.seconds)
    if let lifecycle = report.lifecycle {
      key("lifecycle")
      beginObject()
      for entry in lifecycle.sorted(by: { $0.key < $1.key }) {
        key(entry.key)
        beginArray()
        for record in entry.value { write(record) }
        endArray()
      }
      endObject()
    }
    endObject()
  }

  mutating func write(_ finding: Finding) {
    beginObject()
    field("kind", finding.kind.rawValue)
    field("attributes", finding.attributes)
    field("paths", finding.paths.map(\.rawValue))
    field("explanation", finding.explanation)
    field("fix", finding.fix)
    field("isExpected", finding.isExpected)
    field("details", finding.details)
    field("pictures", finding.pictures)
    endObject()
  }

  mutating func write(_ record: LifecycleRecord) {
    beginObject()
    field("step", record.step)
    field("changes", record.changes)
    field("animations", record.animations)
    endObject()
  }
}

import Components
import Foundation

extension CheckSession {
  /// A property the document gives the view, that the setup both initializers run reads:
  /// a storyboard has restored it inside `super.init(coder:)` when that setup runs, while
  /// Interface Builder sets it only after `init(frame:)` returns. Reported as
  /// `readsBeforeDocument` when the source shows the read and the traces show the property
  /// unset (or another value) after `init(frame:)` and at its final value after
  /// `init(coder:)`.
  /// - Returns: whether a finding was added.
  func explainEarlyRead(_ traces: PathTraces, pictures: [String: String]) -> Bool {
    guard evidence.isKnown,
      let designFinal = traces.design.steps.last?.values,
      let runFinal = traces.runTime.steps.last?.values
    else { return false }
    let afterCoder = traces.runTime.steps.first { $0.kind == .initializer("init(coder:)") }?.values
    guard let afterCoder else { return false }
    for key in afterCoder.keys.sorted() {
      guard let restored = afterCoder[key], let designValue = designFinal[key],
        let runValue = runFinal[key], Self.matches(restored, runValue),
        Self.matches(designValue, runValue)
      else { continue }
      let atInit = traces.design.value(of: key, after: .initializer("init(frame:)"))
      if let atInit, Self.matches(atInit, restored) { continue }
      // Interface Builder gives the value after init(frame:), with the document's values.
      let setLater = traces.design.changes(of: key).contains { change in
        switch change.step.kind {
        case .standardProperties, .attribute: true
        default: false
        }
      }
      // The storyboard's path reads it in init(coder:) or in the awakeFromNib() after it.
      guard setLater, let read = evidence.read(of: key, from: "init(frame:)"),
        evidence.read(of: key, from: "init(coder:)")
          ?? evidence.read(of: key, from: "awakeFromNib()")
          != nil
      else { continue }
      addEarlyRead(key, read: read, atInit: atInit, restored: restored, pictures: pictures)
      return true
    }
    return false
  }

  private func addEarlyRead(
    _ key: String, read: SourceEvidence.Write, atInit: AttributeValue?,
    restored: AttributeValue, pictures: [String: String]
  ) {
    let made = read.assignment.property
    add(
      Finding(
        kind: .readsBeforeDocument, attributes: [key], paths: [.designTime],
        explanation:
          "\(read.sentence) while the view is built, before the document's `\(key)` is applied "
          + "in Interface Builder: it calls init(frame:) first and sets \(key) afterwards ("
          + (atInit.map { "it reads back \($0) after init(frame:)" } ?? "unset during init")
          + "), while a storyboard restores \(key) "
          + "inside super.init(coder:), so the app's setup reads \(restored). Setting \(key) "
          + "later does not redo what the setup made from it (\(made)), so Interface Builder "
          + "and the app show different things.",
        fix:
          "Apply \(key) again whenever it is set: in its didSet (for a property the class "
          + "inherits, an override with a didSet) run what uses it, or read it where it is "
          + "used (layoutSubviews(), draw(_:)). Doing it in prepareForInterfaceBuilder() too "
          + "corrects only Interface Builder's canvas.",
        details: [
          "by": "init(frame:)", "method": read.method, "reads": key, "sets": made,
          "runTime": restored.description,
        ],
        pictures: pictures))
  }
}

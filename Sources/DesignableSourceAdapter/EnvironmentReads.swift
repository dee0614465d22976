import SwiftSyntax

/// What a component reads of the machine it runs on: the clock (`Date()`, `Date.now`,
/// `Date(timeIntervalSinceNow:)`), the user's calendar, locale and time zone
/// (`Calendar.current`, `Locale.current`, `TimeZone.current` and their `autoupdatingCurrent`)
/// and the formatters that follow them (`DateFormatter()`, `NumberFormatter()`). Each
/// becomes the design environment's (`DesignEnvironment.current`: 10:08:30 on 1 January
/// 2001, UTC, the Gregorian calendar, `en_US_POSIX`, unless a test sets another), so the same
/// component draws the same picture on every machine and at every minute, as references
/// need. Other dates (`Date(timeIntervalSince1970:)`) and formatters given their own locale
/// stay as written.
final class EnvironmentReads: SyntaxVisitor {
  private(set) var edits: [SourceEdit] = []

  init() { super.init(viewMode: .sourceAccurate) }

  static let environment = "DesignEnvironment.current"

  /// The static members read, by type, and what each becomes.
  static let members: [String: [String: String]] = [
    "Date": ["now": "\(environment).now"],
    "Calendar": [
      "current": "\(environment).calendar", "autoupdatingCurrent": "\(environment).calendar",
    ],
    "Locale": ["current": "\(environment).locale", "autoupdatingCurrent": "\(environment).locale"],
    "TimeZone": [
      "current": "\(environment).timeZone", "autoupdatingCurrent": "\(environment).timeZone",
    ],
  ]

  /// The calls without arguments that read the machine, and what each becomes.
  static let calls: [String: String] = [
    "Date": "\(environment).now",
    "NSDate":
      "NSDate(timeIntervalSinceReferenceDate: \(environment).now.timeIntervalSinceReferenceDate)",
    "DateFormatter": "DateFormatter.inDesignEnvironment()",
    "NumberFormatter": "NumberFormatter.inDesignEnvironment()",
  ]

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let type = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      node.declName.argumentNames == nil,
      let replacement = Self.members[type]?[node.declName.baseName.text]
    {
      edits.append(SourceEdit(replacing: node, with: replacement))
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      node.trailingClosure == nil, node.additionalTrailingClosures.isEmpty
    else { return .visitChildren }
    if node.arguments.isEmpty, let replacement = Self.calls[type] {
      edits.append(SourceEdit(replacing: node, with: replacement))
      return .skipChildren
    }
    // `Date(timeIntervalSinceNow: 60)` becomes `Date(timeInterval: 60, since: ...now)`.
    if type == "Date", node.arguments.count == 1, let argument = node.arguments.first,
      argument.label?.text == "timeIntervalSinceNow", let label = argument.label,
      let close = node.rightParen
    {
      edits.append(SourceEdit(replacing: label, with: "timeInterval"))
      let end = close.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append(SourceEdit(range: end..<end, replacement: ", since: \(Self.environment).now"))
    }
    return .visitChildren
  }
}

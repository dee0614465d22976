import SwiftSyntax

/// Work a component queues with `DispatchQueue.main.async` (its colours set, its parts
/// built or its text placed once the current call returns): a device runs it before the
/// view's next frame, so its pictures show it, where a test's main queue runs it after
/// the snapshot (XCTest) or while the picture is drawn (Swift Testing). The call becomes
/// `DispatchQueue.main.asyncBeforeNextFrame`, with the same arguments, which DesignableUIKit
/// runs before a render's next layout pass (and on the main queue when no render comes).
final class MainQueueCalls: SyntaxVisitor {
  private(set) var edits: [SourceEdit] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.declName.baseName.text == "async", node.declName.argumentNames == nil,
      let queue = node.base?.as(MemberAccessExprSyntax.self),
      queue.declName.baseName.text == "main",
      queue.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchQueue"
    {
      edits.append(SourceEdit(replacing: node.declName, with: "asyncBeforeNextFrame"))
    }
    return .visitChildren
  }
}

import Components
import Foundation

extension IBDocument {
  /// Gives the standard properties of each object with a custom class the archived content
  /// of its element in `root` (``ArchivedProperties/content(of:origin:)``), found by its id,
  /// else by the line of its start tag.
  mutating func attachArchivedContent(from root: NibElement) {
    var byID: [String: NibElement] = [:]
    var byLine: [Int: NibElement] = [:]
    var pending = [root]
    while let element = pending.popLast() {
      if let id = element["id"], byID[id] == nil { byID[id] = element }
      if byLine[element.line] == nil { byLine[element.line] = element }
      pending.append(contentsOf: element.children)
    }
    for index in objects.indices where objects[index].customClass != nil {
      let object = objects[index]
      let found = object.id.flatMap { byID[$0] } ?? byLine[object.line]
      guard let element = found, element.name == object.elementKind else { continue }
      objects[index].standard.content = ArchivedProperties.content(
        of: element, origin: "\(file):\(object.line)")
    }
  }
}

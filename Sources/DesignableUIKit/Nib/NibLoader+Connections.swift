import Foundation
import IBDocument

extension NibLoader {
  /// Connects every `<outlet>` and `<outletCollection>` of the document through the setters
  /// the `DesignablePlugin` registered; an outlet collection receives its objects in
  /// document order, and a view's `gestureRecognizers` collection adds to them.
  func connectOutlets() {
    var collections: [(source: AnyObject, property: String, objects: [AnyObject], line: Int)] =
      []
    for element in nib.root.descendants where element.child("connections") != nil {
      guard let id = element["id"], let source = objects[id] else { continue }
      for connection in element.children(of: "connections") {
        guard let property = connection["property"],
          let destination = connection["destination"].flatMap({ objects[$0] })
        else { continue }
        switch connection.name {
        case "outlet":
          connect(property, of: source, to: destination, line: connection.line)
        case "outletCollection"
        where property == "gestureRecognizers" && connection.flag("appends") == true:
          if let view = source as? View, let recognizer = destination as? UIGestureRecognizer {
            view.addGestureRecognizer(recognizer)
          }
        case "outletCollection":
          if let index = collections.firstIndex(where: {
            $0.source === source && $0.property == property
          }) {
            collections[index].objects.append(destination)
          } else {
            collections.append((source, property, [destination], connection.line))
          }
        default:
          continue
        }
      }
    }
    for collection in collections {
      connect(
        collection.property, of: collection.source, to: collection.objects,
        line: collection.line)
    }
  }

  /// Sets the outlet `property` of `source` to `value`, reporting a missing or mistyped one.
  private func connect(_ property: String, of source: AnyObject, to value: Any, line: Int) {
    // A controller's own outlet, UIKit's: the root view a controller's nib gives it.
    if property == "view", let controller = source as? UIViewController,
      let view = value as? UIView
    {
      controller.view = view
      return
    }
    let className = String(describing: type(of: source))
    guard let outlet = Self.outlet(property, of: type(of: source)) else {
      issues.append(
        .unknownOutlet(property: property, className: className, nib: nib.file, line: line))
      return
    }
    if !outlet.set(source, value) {
      issues.append(
        .outletTypeMismatch(property: property, className: className, nib: nib.file, line: line))
    }
  }

  /// The registered outlet `name` of `type` or of its nearest superclass that declares one.
  static func outlet(_ name: String, of type: AnyClass) -> NibOutlet? {
    var current: AnyClass? = type
    while let candidate = current {
      if let module = ComponentRegistry.moduleName(of: candidate),
        let outlets = ComponentRegistry.generatedRegistrations(inModule: module)?.outlets,
        let outlet = outlets.first(where: {
          $0.name == name && ObjectIdentifier($0.owner) == ObjectIdentifier(candidate)
        })
      {
        return outlet
      }
      current = _getSuperclass(candidate)
    }
    return nil
  }
}

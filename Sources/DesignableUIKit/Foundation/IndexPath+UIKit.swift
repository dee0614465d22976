import Foundation

#if !canImport(UIKit)
  /// UIKit's table view names for an index path of two indexes: a section, then a row.
  extension IndexPath {
    /// The index path of `row` in `section`.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// The second index.
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif

#if !canImport(UIKit) && !canImport(AppKit)
  /// UIKit's collection view names for an index path of two indexes: a section, then an item.
  extension IndexPath {
    /// The index path of `item` in `section`.
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// The first index.
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// The second index.
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif

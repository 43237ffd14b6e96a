import Foundation

// A data model with an addChild of its own: no view controller containment.
final class OutlineItem: NSObject {
    var children: [OutlineItem] = []
    func addChild(_ item: OutlineItem) { children.append(item) }
}

final class OutlineParser {
    func parse() {
        let root = OutlineItem()
        let item = OutlineItem()
        root.addChild(item)
    }
}

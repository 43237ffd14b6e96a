// A file's facts as bytes, for the facts cache (FactsCache).
//
// Why by hand and not Codable: decoding the facts of an 877-file app through Foundation's
// JSONDecoder took 0.94 s (its binary property lists 2.14 s), longer than parsing and scanning
// the whole app (0.62 s). This format is positional (fields in declaration order, no keys),
// lengths and integers are varints, and each distinct string is written once per file and
// referred to by number after, which also leaves the decoded facts sharing their strings.
//
// Adding a field to a fact type means adding it here, in `write` and in `init(from:)`, in the
// same place: `FactsCodingTests` round-trips every fixture app's facts and compares them
// field by field, and `FactsCache.formatVersion` is bumped so older entries are not read.

/// Bytes being written.
struct FactsWriter {
    private(set) var bytes: [UInt8] = []
    private var strings: [String: Int] = [:]

    init() { bytes.reserveCapacity(4096) }

    mutating func int(_ value: Int) {
        // Zig-zag, then 7 bits a byte: small numbers of either sign take one byte.
        var v = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// A string seen before in this file is its number; a new one is its UTF-8 bytes.
    mutating func string(_ value: String) {
        if let seen = strings[value] {
            int(seen << 1 | 1)
            return
        }
        strings[value] = strings.count
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count << 1)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func write<T: FactsCodable>(_ value: T) { value.write(to: &self) }

    /// One byte naming an enum's case.
    mutating func tag(_ value: UInt8) { bytes.append(value) }
}

/// Bytes being read; every read checks its bounds and throws on anything malformed.
struct FactsReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var offset: Int
    private var strings: [String] = []

    init(_ bytes: [UInt8], from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func int() throws(Malformed) -> Int {
        var v: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Malformed() }
            let byte = bytes[offset]
            offset += 1
            v |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: v >> 1) ^ -Int64(bitPattern: v & 1))
    }

    mutating func bool() throws(Malformed) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Malformed() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    /// A count of items still to read: never more than the bytes left, so a corrupt length
    /// cannot ask for a huge allocation.
    mutating func count() throws(Malformed) -> Int {
        let n = try int()
        guard n >= 0, n <= bytes.count - offset else { throw Malformed() }
        return n
    }

    mutating func string() throws(Malformed) -> String {
        let tagged = try int()
        guard tagged >= 0 else { throw Malformed() }
        if tagged & 1 == 1 {
            guard tagged >> 1 < strings.count else { throw Malformed() }
            return strings[tagged >> 1]
        }
        let length = tagged >> 1
        guard length <= bytes.count - offset else { throw Malformed() }
        let value = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        offset += length
        strings.append(value)
        return value
    }

    mutating func read<T: FactsCodable>(_: T.Type = T.self) throws(Malformed) -> T { try T(from: &self) }

    /// One byte naming an enum's case.
    mutating func tag() throws(Malformed) -> UInt8 {
        guard offset < bytes.count else { throw Malformed() }
        offset += 1
        return bytes[offset - 1]
    }
}

/// A fact type the cache stores.
protocol FactsCodable {
    func write(to w: inout FactsWriter)
    init(from r: inout FactsReader) throws(FactsReader.Malformed)
}

extension Int: FactsCodable {
    func write(to w: inout FactsWriter) { w.int(self) }
    init(from r: inout FactsReader) throws(FactsReader.Malformed) { self = try r.int() }
}

extension Bool: FactsCodable {
    func write(to w: inout FactsWriter) { w.bool(self) }
    init(from r: inout FactsReader) throws(FactsReader.Malformed) { self = try r.bool() }
}

extension String: FactsCodable {
    func write(to w: inout FactsWriter) { w.string(self) }
    init(from r: inout FactsReader) throws(FactsReader.Malformed) { self = try r.string() }
}

extension Optional: FactsCodable where Wrapped: FactsCodable {
    func write(to w: inout FactsWriter) {
        w.bool(self != nil)
        if let self { self.write(to: &w) }
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        self = try r.bool() ? try Wrapped(from: &r) : nil
    }
}

extension Array: FactsCodable where Element: FactsCodable {
    func write(to w: inout FactsWriter) {
        w.int(count)
        for element in self { element.write(to: &w) }
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        let n = try r.count()
        self.init()
        reserveCapacity(n)
        for _ in 0..<n { append(try Element(from: &r)) }
    }
}

/// Written sorted, so the same set always gives the same bytes.
extension Set: FactsCodable where Element: FactsCodable & Comparable {
    func write(to w: inout FactsWriter) { sorted().write(to: &w) }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        let n = try r.count()
        self.init(minimumCapacity: n)
        for _ in 0..<n { insert(try Element(from: &r)) }
    }
}

/// Written by sorted key, so the same dictionary always gives the same bytes.
extension Dictionary: FactsCodable where Key: FactsCodable & Comparable, Value: FactsCodable {
    func write(to w: inout FactsWriter) {
        w.int(count)
        for key in keys.sorted() {
            key.write(to: &w)
            self[key]!.write(to: &w)
        }
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        let n = try r.count()
        self.init(minimumCapacity: n)
        for _ in 0..<n { self[try Key(from: &r)] = try Value(from: &r) }
    }
}

extension Position: FactsCodable {
    func write(to w: inout FactsWriter) {
        w.int(line)
        w.int(column)
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(line: try r.int(), column: try r.int())
    }
}

/// An enum with string raw values, written as its raw value.
protocol FactsCodableByName: FactsCodable, RawRepresentable where RawValue == String {}

extension FactsCodableByName {
    func write(to w: inout FactsWriter) { w.string(rawValue) }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        guard let value = Self(rawValue: try r.string()) else { throw FactsReader.Malformed() }
        self = value
    }
}

extension TypeFacts.Kind: FactsCodableByName {}
extension FlowSinks.Kind: FactsCodableByName {}

// MARK: - The first pass's facts

extension Expr: FactsCodable {
    func write(to w: inout FactsWriter) {
        switch self {
        case .construct(let type, let generic, let label, let argument):
            w.tag(0); w.string(type); w.write(generic); w.write(label); w.write(argument)
        case .staticCall(let type, let member, let argument):
            w.tag(1); w.string(type); w.string(member); w.write(argument)
        case .callResult(let receiver, let method):
            w.tag(2); w.string(receiver); w.string(method)
        case .name(let name): w.tag(3); w.string(name)
        case .cast(let type): w.tag(4); w.string(type)
        case .array(let items): w.tag(5); w.write(items)
        case .string(let text): w.tag(6); w.string(text)
        case .instantiate(let storyboard, let identifier):
            w.tag(7); w.write(storyboard); w.write(identifier)
        case .mapped(let base, let transform): w.tag(8); w.write(base); w.write(transform)
        case .other(let text): w.tag(9); w.string(text)
        }
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        switch try r.tag() {
        case 0: self = .construct(try r.string(), generic: try r.read(), label: try r.read(), argument: try r.read())
        case 1: self = .staticCall(try r.string(), member: try r.string(), argument: try r.read())
        case 2: self = .callResult(receiver: try r.string(), method: try r.string())
        case 3: self = .name(try r.string())
        case 4: self = .cast(try r.string())
        case 5: self = .array(try r.read())
        case 6: self = .string(try r.string())
        case 7: self = .instantiate(storyboard: try r.read(), identifier: try r.read())
        case 8: self = .mapped(base: try r.read(), transform: try r.read())
        case 9: self = .other(try r.string())
        default: throw FactsReader.Malformed()
        }
    }
}

extension Event.Kind: FactsCodable {
    func write(to w: inout FactsWriter) {
        switch self {
        case .bind(let name, let value): w.tag(0); w.string(name); w.write(value)
        case .bindType(let name, let type): w.tag(1); w.string(name); w.string(type)
        case .addChild(let receiver, let child): w.tag(2); w.write(receiver); w.write(child)
        case .addSubview(let receiver, let viewOf): w.tag(3); w.write(receiver); w.write(viewOf)
        case .didMove(let receiver, let parent): w.tag(4); w.write(receiver); w.string(parent)
        case .willMove(let receiver, let parent): w.tag(5); w.write(receiver); w.string(parent)
        case .removeFromParent(let receiver): w.tag(6); w.write(receiver)
        case .removeViewFromSuperview(let of): w.tag(7); w.write(of)
        case .push(let receiver, let target): w.tag(8); w.write(receiver); w.write(target)
        case .present(let receiver, let target): w.tag(9); w.write(receiver); w.write(target)
        case .show(let receiver, let target): w.tag(10); w.write(receiver); w.write(target)
        case .setWindowRoot(let value, let window): w.tag(11); w.write(value); w.write(window)
        case .setViewControllers(let receiver, let items, let paged):
            w.tag(12); w.write(receiver); w.write(items); w.bool(paged)
        case .setColumn(let receiver, let target): w.tag(13); w.write(receiver); w.write(target)
        case .presentationStyle(let receiver, let style): w.tag(14); w.string(receiver); w.string(style)
        case .assignCoordinator(let receiver): w.tag(15); w.string(receiver)
        case .call(let receiver, let method, let argument, let cases, let labels):
            w.tag(16); w.string(receiver); w.string(method); w.write(argument); w.write(cases); w.write(labels)
        case .helperCall(let type, let method, let labels, let arguments, let cases):
            w.tag(17); w.string(type); w.string(method); w.write(labels); w.write(arguments); w.write(cases)
        case .appendChildCoordinator(let value): w.tag(18); w.write(value)
        case .removeChildCoordinator: w.tag(19)
        case .returnValue(let value): w.tag(20); w.write(value)
        case .construct(let type, let generic): w.tag(21); w.string(type); w.write(generic)
        case .superInit(let label, let argument): w.tag(22); w.string(label); w.write(argument)
        case .performSegue(let identifier): w.tag(23); w.string(identifier)
        case .segueDestination(let type): w.tag(24); w.string(type)
        }
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        switch try r.tag() {
        case 0: self = .bind(try r.string(), try r.read())
        case 1: self = .bindType(try r.string(), try r.string())
        case 2: self = .addChild(receiver: try r.read(), child: try r.read())
        case 3: self = .addSubview(receiver: try r.read(), viewOf: try r.read())
        case 4: self = .didMove(receiver: try r.read(), parent: try r.string())
        case 5: self = .willMove(receiver: try r.read(), parent: try r.string())
        case 6: self = .removeFromParent(receiver: try r.read())
        case 7: self = .removeViewFromSuperview(of: try r.read())
        case 8: self = .push(receiver: try r.read(), target: try r.read())
        case 9: self = .present(receiver: try r.read(), target: try r.read())
        case 10: self = .show(receiver: try r.read(), target: try r.read())
        case 11: self = .setWindowRoot(try r.read(), window: try r.read())
        case 12: self = .setViewControllers(receiver: try r.read(), items: try r.read(), paged: try r.bool())
        case 13: self = .setColumn(receiver: try r.read(), target: try r.read())
        case 14: self = .presentationStyle(receiver: try r.string(), style: try r.string())
        case 15: self = .assignCoordinator(receiver: try r.string())
        case 16: self = .call(receiver: try r.string(), method: try r.string(), argument: try r.read(), cases: try r.read(), labels: try r.read())
        case 17:
            self = .helperCall(type: try r.string(), method: try r.string(), labels: try r.read(), arguments: try r.read(), cases: try r.read())
        case 18: self = .appendChildCoordinator(try r.read())
        case 19: self = .removeChildCoordinator
        case 20: self = .returnValue(try r.read())
        case 21: self = .construct(try r.string(), generic: try r.read())
        case 22: self = .superInit(label: try r.string(), argument: try r.read())
        case 23: self = .performSegue(identifier: try r.string())
        case 24: self = .segueDestination(try r.string())
        default: throw FactsReader.Malformed()
        }
    }
}

extension Event.Branch: FactsCodable {
    func write(to w: inout FactsWriter) {
        w.int(statement); w.int(arm); w.write(cases)
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(statement: try r.int(), arm: try r.int(), cases: try r.read())
    }
}

extension Event: FactsCodable {
    func write(to w: inout FactsWriter) {
        w.write(kind); w.write(position); w.bool(inCellClosure); w.bool(inHandlerClosure); w.write(branches)
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(kind: try r.read(), position: try r.read(), inCellClosure: try r.bool(), inHandlerClosure: try r.bool(), branches: try r.read())
    }
}

extension FunctionFacts: FactsCodable {
    func write(to w: inout FactsWriter) {
        w.string(signature); w.string(name); w.write(position); w.write(events); w.write(parameters)
        w.write(selfConstraints); w.write(switchCases)
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(signature: try r.string(), name: try r.string(), position: try r.read(), events: try r.read(),
                  parameters: try r.read(), selfConstraints: try r.read(), switchCases: try r.read())
    }
}

extension PropertyFacts: FactsCodable {
    func write(to w: inout FactsWriter) {
        w.string(name); w.write(type); w.write(generic); w.write(value); w.bool(isWeak); w.write(position)
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(name: try r.string(), type: try r.read(), generic: try r.read(), value: try r.read(), isWeak: try r.bool(), position: try r.read())
    }
}

extension GateUse: FactsCodable {
    func write(to w: inout FactsWriter) {
        w.string(gate); w.string(api); w.write(position); w.write(guardedBy); w.write(typeName); w.write(attributeTo)
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(gate: try r.string(), api: try r.string(), position: try r.read(), guardedBy: try r.read(),
                  typeName: try r.read(), attributeTo: try r.read())
    }
}

extension TypeFacts: FactsCodable {
    func write(to w: inout FactsWriter) {
        w.string(name); w.write(kind); w.write(inherits); w.write(inheritedGeneric); w.write(position)
        w.write(properties); w.write(functions); w.write(gateUses); w.write(references); w.bool(isMain); w.bool(isNested); w.bool(isFilePrivate); w.int(lines)
        w.write(windowGroupRoot?.views)
        if let root = windowGroupRoot { w.write(root.position) }
        w.write(selfConstraints); w.write(overlayWindows); w.write(literals)
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(name: try r.string(), kind: try r.read(), inherits: try r.read(), inheritedGeneric: try r.read(), position: try r.read())
        properties = try r.read()
        functions = try r.read()
        gateUses = try r.read()
        references = try r.read()
        isMain = try r.bool()
        isNested = try r.bool()
        isFilePrivate = try r.bool()
        lines = try r.int()
        if let views = try r.read([String]?.self) { windowGroupRoot = (views, try r.read()) }
        selfConstraints = try r.read()
        overlayWindows = try r.read()
        literals = try r.read()
    }
}

// MARK: - The value flow's facts

extension FlowExpr: FactsCodable {
    func write(to w: inout FactsWriter) {
        switch self {
        case .name(let name): w.tag(0); w.string(name)
        case .selfRef: w.tag(1)
        case .member(let base, let name): w.tag(2); w.write(base); w.string(name)
        case .construct(let type, let generic, let args, let call):
            w.tag(3); w.string(type); w.write(generic); w.write(args); w.int(call)
        case .call(let receiver, let name, let args, let call):
            w.tag(4); w.write(receiver); w.string(name); w.write(args); w.int(call)
        case .closure(let index): w.tag(5); w.int(index)
        case .array(let items): w.tag(6); w.write(items)
        case .choice(let items): w.tag(7); w.write(items)
        case .cast(let base, let type): w.tag(8); w.write(base); w.string(type)
        case .implicitMember(let name): w.tag(9); w.string(name)
        case .unknown: w.tag(10)
        case .reference(let receiver, let name, let call): w.tag(11); w.write(receiver); w.string(name); w.int(call)
        case .string(let text): w.tag(12); w.string(text)
        }
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        switch try r.tag() {
        case 0: self = .name(try r.string())
        case 1: self = .selfRef
        case 2: self = .member(try r.read(), try r.string())
        case 3: self = .construct(type: try r.string(), generic: try r.read(), args: try r.read(), call: try r.int())
        case 4: self = .call(receiver: try r.read(), name: try r.string(), args: try r.read(), call: try r.int())
        case 5: self = .closure(try r.int())
        case 6: self = .array(try r.read())
        case 7: self = .choice(try r.read())
        case 8: self = .cast(try r.read(), try r.string())
        case 9: self = .implicitMember(try r.string())
        case 10: self = .unknown
        case 11: self = .reference(receiver: try r.read(), name: try r.string(), call: try r.int())
        case 12: self = .string(try r.string())
        default: throw FactsReader.Malformed()
        }
    }
}

extension FlowArgument: FactsCodable {
    func write(to w: inout FactsWriter) { w.write(label); w.write(value) }
    init(from r: inout FactsReader) throws(FactsReader.Malformed) { self.init(label: try r.read(), value: try r.read()) }
}

extension FlowStatement: FactsCodable {
    func write(to w: inout FactsWriter) {
        switch self {
        case .assign(let target, let value): w.tag(0); w.write(target); w.write(value)
        case .evaluate(let value): w.tag(1); w.write(value)
        case .ret(let value): w.tag(2); w.write(value)
        }
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        switch try r.tag() {
        case 0: self = .assign(target: try r.read(), value: try r.read())
        case 1: self = .evaluate(try r.read())
        case 2: self = .ret(try r.read())
        default: throw FactsReader.Malformed()
        }
    }
}

extension FlowSinkUse: FactsCodable {
    func write(to w: inout FactsWriter) {
        w.write(sink); w.write(value); w.write(receiver); w.write(position); w.string(text); w.write(runsOnlyIf); w.write(valueType)
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(sink: try r.read(), value: try r.read(), receiver: try r.read(), position: try r.read(), text: try r.string(), runsOnlyIf: try r.read(),
                  valueType: try r.read())
    }
}

extension FlowFunction.Kind: FactsCodable {
    private static let all: [Self] = [.method, .initializer, .closure, .body, .getter]

    func write(to w: inout FactsWriter) { w.int(Self.all.firstIndex(of: self)!) }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        let index = try r.int()
        guard Self.all.indices.contains(index) else { throw FactsReader.Malformed() }
        self = Self.all[index]
    }
}

extension CallGuard: FactsCodable {
    func write(to w: inout FactsWriter) { w.string(parameter); w.write(constants) }
    init(from r: inout FactsReader) throws(FactsReader.Malformed) { self.init(parameter: try r.string(), constants: try r.read()) }
}

extension FlowFunction: FactsCodable {
    func write(to w: inout FactsWriter) {
        w.write(kind); w.string(owner); w.string(name); w.write(labels); w.write(parameters); w.write(defaults)
        w.write(declaredTypes); w.bool(isStatic); w.bool(isPrivate); w.bool(isIBAction); w.bool(isObjC); w.write(returnType)
        w.write(selfConstraints); w.write(position); w.write(parent); w.write(statements); w.write(calls)
        w.write(callGuards); w.write(deferredCalls); w.write(sinks); w.write(caseReturns); w.write(caseUses); w.write(locals)
        w.write(closureParameters); w.write(conditionalViews); w.write(runsOnlyIf); w.int(requiredArguments)
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(kind: try r.read(), owner: try r.string(), name: try r.string(), labels: try r.read(), parameters: try r.read(),
                  defaults: try r.read(), declaredTypes: try r.read(), isStatic: try r.bool(), isPrivate: try r.bool(),
                  isIBAction: try r.bool(), isObjC: try r.bool(), returnType: try r.read(), selfConstraints: try r.read(), position: try r.read(),
                  parent: try r.read(), statements: try r.read(), calls: try r.read(), callGuards: try r.read(), deferredCalls: try r.read(),
                  sinks: try r.read(), caseReturns: try r.read(), caseUses: try r.read(), locals: try r.read())
        closureParameters = try r.read()
        conditionalViews = try r.read()
        runsOnlyIf = try r.read()
        requiredArguments = try r.int()
    }
}

extension CaseReturn: FactsCodable {
    func write(to w: inout FactsWriter) { w.string(parameter); w.write(cases); w.write(value) }
    init(from r: inout FactsReader) throws(FactsReader.Malformed) { self.init(parameter: try r.string(), cases: try r.read(), value: try r.read()) }
}

extension MadeView: FactsCodable {
    func write(to w: inout FactsWriter) { w.string(type); w.write(position) }
    init(from r: inout FactsReader) throws(FactsReader.Malformed) { self.init(type: try r.string(), position: try r.read()) }
}

extension CaseUse: FactsCodable {
    func write(to w: inout FactsWriter) { w.string(name); w.write(type); w.write(position); w.write(table); w.write(context) }
    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(name: try r.string(), type: try r.read(), position: try r.read(), table: try r.read(), context: try r.read())
    }
}

extension FlowProperty: FactsCodable {
    func write(to w: inout FactsWriter) {
        w.string(owner); w.string(name); w.write(type); w.bool(isStatic); w.write(constant); w.bool(isClosureParameter); w.bool(isContent)
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(owner: try r.string(), name: try r.string(), type: try r.read(), isStatic: try r.bool(), constant: try r.read(),
                  isClosureParameter: try r.bool(), isContent: try r.bool())
    }
}

extension RunCondition: FactsCodable {
    func write(to w: inout FactsWriter) {
        switch self {
        case .below(let version): w.tag(0); w.string(version)
        case .flag(let type, let member, let value): w.tag(1); w.string(type); w.string(member); w.bool(value)
        }
    }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        switch try r.tag() {
        case 0: self = .below(try r.string())
        case 1: self = .flag(type: try r.string(), member: try r.string(), value: try r.bool())
        default: throw FactsReader.Malformed()
        }
    }
}

extension FlowFile: FactsCodable {
    func write(to w: inout FactsWriter) { w.write(functions); w.write(properties); w.write(selectors); w.write(enumCases) }
    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(functions: try r.read(), properties: try r.read(), selectors: try r.read(), enumCases: try r.read())
    }
}

extension FileFacts: FactsCodable {
    /// The paths are not written: the same content may sit at any path, and whoever reads
    /// the facts sets them.
    func write(to w: inout FactsWriter) { w.write(types); w.bool(isAppKit); w.bool(isTest); w.write(flow) }

    init(from r: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(relativePath: "", displayPath: "", types: try r.read(), isAppKit: try r.bool(), isTest: try r.bool(), flow: try r.read())
    }
}

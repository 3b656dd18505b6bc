import Testing
@testable import PlumbSolver

@Suite("linear-system/1")
struct LinearSystemTests {
    func system(_ text: String) throws(LinearSystemError) -> LinearSystem {
        try LinearSystem(json: Array(text.utf8))
    }

    static let chain = """
    {"format": "linear-system/1",
     "constraints": [
      {"terms": {"b.left": 1, "a.left": -1, "a.width": -1}, "constant": -8, "relation": "==", "priority": 1000},
      {"terms": {"a.left": 1}, "constant": 0, "relation": "==", "priority": 1000},
      {"terms": {"a.width": 1}, "constant": -50, "relation": "==", "priority": 250},
      {"terms": {"b.left": 1, "container.width": -1}, "constant": 20, "relation": "<=", "priority": 1000}],
     "edits": [{"variable": "container.width", "priority": 999, "suggestions": [100, 50, -0.0]}]}
    """

    @Test func readsNamesInFirstAppearanceOrder() throws {
        let s = try system(Self.chain)
        #expect(s.variableNames == ["container.width", "b.left", "a.left", "a.width"])
        #expect(s.constraints.count == 4)
        #expect(s.constraints[0].terms == [.init(variable: 1, coefficient: 1), .init(variable: 2, coefficient: -1),
                                           .init(variable: 3, coefficient: -1)])
        #expect(s.constraints[3].relation == .lessThanOrEqual)
        #expect(s.edits[0].suggestions == [100, 50, 0])
    }

    @Test func runFollowsTheProtocolAndPrintsSortedKeys() throws {
        let run = try LinearSystemRun(try system(Self.chain))
        #expect(run.json() == """
        {"values": {"a.left": 0.0, "a.width": 50.0, "b.left": 58.0, "container.width": 100.0}, \
        "after_edits": [{"a.left": 0.0, "a.width": 22.0, "b.left": 30.0, "container.width": 50.0}, \
        {"a.left": 0.0, "a.width": -28.0, "b.left": -20.0, "container.width": 0.0}]}
        """)
        #expect(run.json(timing: true).contains("\"suggest_p90_ns\": "))
    }

    @Test func runWithoutRemovalLeavesRemoveTimingOut() throws {
        let full = try LinearSystemRun(try system(Self.chain), repeats: 3)
        let skipped = try LinearSystemRun(try system(Self.chain), repeats: 3, maxSteps: 1, removal: false)
        #expect(full.timing.removeNs != nil)
        #expect(skipped.timing.removeNs == nil)
        #expect(full.json(timing: true).contains("\"remove_ns\": "))
        #expect(!skipped.json(timing: true).contains("remove_ns"))
        #expect(skipped.values == full.values)
        #expect(skipped.afterEdits == Array(full.afterEdits.prefix(1)))
    }

    @Test func numbersAndNames() {
        #expect(JSONText.number(-0.0) == "0.0")
        #expect(JSONText.number(0.1 + 0.2) == "0.30000000000000004")
        #expect(JSONText.number(1e-7) == "1e-07")
        #expect(JSONText.quoted("a\"b\\c\n") == #""a\"b\\c\n""#)
    }

    @Test(arguments: [
        ("{\"format\": \"linear-system/1\", \"constraints\": [}", "not JSON (line 1, column 47): unexpected character"),
        ("[1]", "not a linear-system/1 document: the top level is an array, not an object"),
        ("{\"format\": \"plumb-ir/1\", \"constraints\": []}", "not a linear-system/1 document: format is \"plumb-ir/1\""),
        ("{\"format\": \"linear-system/1\"}", "not a linear-system/1 document: no \"constraints\" member"),
        ("{\"format\": \"linear-system/1\", \"constraints\": [{\"terms\": {\"x\": 1}, \"constant\": 0, \"relation\": \"=<\", \"priority\": 1000}]}",
         "constraint 0: unknown relation \"=<\" (expected ==, <= or >=)"),
        ("{\"format\": \"linear-system/1\", \"constraints\": [{\"terms\": {}, \"constant\": 0, \"relation\": \"==\", \"priority\": 1000}, {\"terms\": {\"x\": 1}, \"constant\": 0, \"relation\": \"==\", \"priority\": 0}]}",
         "constraint 1: priority 0.0 is outside (0, 1000]"),
        ("{\"format\": \"linear-system/1\", \"constraints\": [{\"terms\": {\"x\": NaN}, \"constant\": 0, \"relation\": \"==\", \"priority\": 1000}]}",
         "constraint 0: coefficient of \"x\" is not finite (nan)"),
        ("{\"format\": \"linear-system/1\", \"constraints\": [{\"terms\": {\"x\": 1}, \"constant\": 1e999, \"relation\": \"==\", \"priority\": 1000}]}",
         "constraint 0: constant is not finite (inf)"),
        ("{\"format\": \"linear-system/1\", \"constraints\": [], \"edits\": [{\"variable\": \"w\", \"priority\": 1000, \"suggestions\": [1]}]}",
         "edit 0: priority 1000.0 is outside (0, 1000) (edits cannot be required)"),
        ("{\"format\": \"linear-system/1\", \"constraints\": [], \"edits\": [{\"variable\": \"w\", \"priority\": 9, \"suggestions\": [1]}, {\"variable\": \"h\", \"priority\": 9, \"suggestions\": [1, 2]}]}",
         "edit 1: has 2 suggestions, edit 0 has 1"),
    ])
    func badDocumentsNameTheProblem(_ text: String, _ message: String) {
        do {
            _ = try system(text)
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func unsatisfiableFileNamesConstraintIndices() throws {
        let s = try system("""
        {"format": "linear-system/1", "constraints": [
          {"terms": {"x": 1}, "constant": -1, "relation": ">=", "priority": 1000},
          {"terms": {"y": 1}, "constant": 0, "relation": "==", "priority": 1000},
          {"terms": {"x": 1, "y": -1}, "constant": 0, "relation": "<=", "priority": 1000}]}
        """)
        do {
            _ = try LinearSystemRun(s)
            Issue.record("solved an impossible system")
        } catch {
            #expect(error == .unsatisfiable(index: 2, conflictingWith: [0, 1]))
            #expect(error.description == "constraint 2: required constraint cannot be satisfied together with required constraints 0, 1")
        }
    }

    @Test func parserKeepsMemberOrderAndEscapes() throws {
        let v = try JSONParser.parse(Array(#"{"b": 1, "a": [true, null, "\u00e9\n"], "c": -2.5e1}"#.utf8))
        guard case let .object(members) = v else { Issue.record("not an object"); return }
        #expect(members.map(\.0) == ["b", "a", "c"])
        if case let .array(items)? = v["a"], case let .string(s) = items[2] { #expect(s == "é\n") } else { Issue.record("bad array") }
        if case let .number(d)? = v["c"] { #expect(d == -25) } else { Issue.record("bad number") }
    }
}

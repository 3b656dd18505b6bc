import Foundation
import Mortar
import PlumbCore
import Testing

@Suite struct MortarPriorityTests {
    @Test func priorityValues() {
        let f = Fixture()
        let forms: [MortarConstraint] = [
            f.view1.m_width |=| f.view2 ! .low,
            f.view1.m_width |=| f.view2 ! .medium,
            f.view1.m_width |=| f.view2 ! .high,
            f.view1.m_width |=| f.view2 ! .required,
            f.view1.m_width |=| f.view2 ! .req,
            f.view1.m_width |=| f.view2 ! .defaultHigh,
            f.view1.m_width |=| f.view2 ! .fittingSizeLevel,
            f.view1.m_width |=| f.view2 ! LayoutPriority.defaultLow,
            f.view1.m_width |=| f.view2 ! 300,
            f.view1.m_width |=| f.view2 ! 300.5,
            f.view1.m_width |=| f.view2 ! Float(42),
            f.view1.m_width |=| f.view2 ! MortarLayoutPriority(.defaultHigh),
        ]
        #expect(forms.map { $0.layoutConstraints[0].priority.rawValue } == [250, 500, 750, 1000, 1000, 750, 50, 250, 300, 300.5, 42, 750])
        for c in forms { c.deactivate() }
    }

    @Test func tuplePriorities() {
        let f = Fixture()
        #expect(specs(f.view1.m_size |=| (100, 200) ! .low) == ["view1.width == 100 @250", "view1.height == 200 @250"])
        #expect(specs(f.view2.m_size |=| (f.view3.m_width ! .high, 200) ! .low) == [
            "view2.width == view3.width * 1 + 0 @750", "view2.height == 200 @250",
        ])
        #expect(specs(f.view3.m_frame |=| (0, 0, 10, 10) ! .medium).allSatisfy { $0.hasSuffix("@500") })
        #expect(specs(f.view4.m_size |=| (MortarTuple([1, 2]) ! .high) ! .low) == ["view4.width == 1 @250", "view4.height == 2 @250"])
    }

    @Test func targetPriorityIsUsedWhenTheSourceHasNone() {
        let f = Fixture()
        #expect(specs(f.view1.m_top ! .low |=| f.view2) == ["view1.top == view2.top * 1 + 0 @250"])
        #expect(specs(f.view3.m_top ! .low |=| f.view2 ! .high) == ["view3.top == view2.top * 1 + 0 @750"])
    }

    @Test func invalidPriorityIsATypedError() {
        let f = Fixture()
        let (c, reported) = MortarDiagnostics.collecting { f.view1.m_width |=| 40 ! 0 }
        #expect(c.errors == [.invalidPriority(0)] && reported == [.invalidPriority(0)] && c.layoutConstraints.isEmpty)
        #expect("\(c.errors[0])" == "Invalid priority 0: priorities lie in (0, 1000]")
        let (_, setErrors) = MortarDiagnostics.collecting {
            try? MortarDefault.scoped { MortarDefault.priority.set(base: 2000) }
        }
        #expect(setErrors == [.invalidPriority(2000)])
    }

    @Test func defaultIsRequired() {
        #expect(MortarDefault.priority.current() == .required)
        #expect(MortarDefault.priority.base == .required)
        #expect(MortarDefault.priority.depth == 0)
    }

    @Test func pushPopStack() throws {
        try MortarDefault.scoped {
            #expect(MortarDefault.priority.current() == .required)
            MortarDefault.priority.push(.low)
            MortarDefault.priority.push(600)
            #expect(MortarDefault.priority.current() == 600 && MortarDefault.priority.depth == 2)
            try MortarDefault.priority.pop()
            #expect(MortarDefault.priority.current() == 250)
            MortarDefault.priority.set(base: .high)
            #expect(MortarDefault.priority.current() == 250 && MortarDefault.priority.base == 750)
            try MortarDefault.priority.pop()
            #expect(MortarDefault.priority.current() == 750)
        }
    }

    @Test func unbalancedPopThrows() throws {
        try MortarDefault.scoped {
            #expect(throws: MortarError.self) { try MortarDefault.priority.pop() }
            do {
                try MortarDefault.priority.pop(file: "App/Screen.swift", line: 42)
                Issue.record("pop did not throw")
            } catch {
                #expect(error as? MortarError == .unbalancedPop(location: "App/Screen.swift:42"))
                #expect("\(error)" == "InvalidPopState: MortarDefault.priority.pop() at App/Screen.swift:42 with no matching push")
            }
        }
    }

    @Test func unbalancedPushThrowsAtTheEndOfTheScope() {
        #expect(throws: MortarError.unbalancedPush(depth: 2, pushedAt: ["App/A.swift:1", "App/A.swift:2"])) {
            try MortarDefault.scoped {
                MortarDefault.priority.push(.low, file: "App/A.swift", line: 1)
                MortarDefault.priority.push(.high, file: "App/A.swift", line: 2)
            }
        }
    }

    @Test func scopesInheritAndIsolate() throws {
        try MortarDefault.scoped {
            MortarDefault.priority.push(.high)
            MortarDefault.compatibility = .mortar1
            try MortarDefault.scoped {
                #expect(MortarDefault.priority.current() == 750 && MortarDefault.priority.depth == 0)
                #expect(MortarDefault.compatibility == .mortar1)
                MortarDefault.priority.set(base: .low)
                MortarDefault.compatibility = .mortar2
            }
            #expect(MortarDefault.priority.current() == 750 && MortarDefault.compatibility == .mortar1)
            try MortarDefault.priority.pop()
        }
        #expect(MortarDefault.compatibility == .mortar2)
    }

    @Test func concurrentScopesDoNotInterfere() async throws {
        let results = await withTaskGroup(of: [Float].self) { group in
            for i in 1...8 {
                group.addTask {
                    (try? MortarDefault.scoped { () -> [Float] in
                        let f = Fixture()
                        var seen: [Float] = []
                        for step in 0..<50 {
                            MortarDefault.priority.push(MortarLayoutPriority(Float(i * 100 + step % 2)))
                            let c = f.view1.m_width |=| 10
                            seen.append(c.layoutConstraints[0].priority.rawValue)
                            try? MortarDefault.priority.pop()
                        }
                        return Array(Set(seen)).sorted()
                    }) ?? []
                }
            }
            var all: [[Float]] = []
            for await r in group { all.append(r) }
            return all.sorted { $0[0] < $1[0] }
        }
        let expected: [[Float]] = (1...8).map { (i: Int) -> [Float] in [Float(i * 100), Float(i * 100 + 1)] }
        #expect(results == expected)
    }
}

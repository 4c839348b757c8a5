import Foundation
import Testing
@testable import BrocadeCore
import BrocadeTUI

/// A jigsaw with tabs (`--tabs`): the rules carry the seed's tabs, deal the
/// same tray and turns as without them, and save them.
@Suite struct JigsawTabsRulesTests {
    @Test func theSeedChoosesTheTabsAndNothingElseChanges() {
        let plain = JigsawRules(columns: 4, rows: 3, seed: 12, rotates: true)
        let tabbed = JigsawRules(columns: 4, rows: 3, seed: 12, rotates: true, tabs: true)
        #expect(plain.tabs == nil)
        #expect(tabbed.tabs == PieceTabs(columns: 4, rows: 3, seed: 12))
        #expect(tabbed.trayOrder == plain.trayOrder && tabbed.turns == plain.turns)
        #expect(JigsawRules(columns: 4, rows: 3, seed: 13, tabs: true).tabs != tabbed.tabs)
        // Tabs change no rule: a piece is home in its own cell, upright.
        var r = JigsawRules(columns: 2, rows: 2, seed: 3, tabs: true)
        for piece in 0..<r.count { r = r.applying(.place(piece: piece, cell: piece))! }
        #expect(r.status == .won)
    }

    @Test func tabsAreSavedAndOldSavesHaveNone() throws {
        var r = JigsawRules(columns: 3, rows: 2, seed: 8, rotates: true, tabs: true)
        r = try #require(r.applying(.place(piece: 1, cell: 4)))
        let data = try JSONEncoder().encode(r)
        let back = try JSONDecoder().decode(JigsawRules.self, from: data)
        #expect(back == r && back.tabs == r.tabs)
        let plain = JigsawRules(columns: 3, rows: 2, seed: 8)
        let old = try JSONEncoder().encode(plain)
        #expect(!String(decoding: old, as: UTF8.self).contains("tabs"))
        #expect(try JSONDecoder().decode(JigsawRules.self, from: old).tabs == nil)
        // Tabs cut for another board are refused.
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        json["tabs"] = try JSONSerialization.jsonObject(with: JSONEncoder().encode(PieceTabs(columns: 2, rows: 2, seed: 1)))
        let wrong = try JSONSerialization.data(withJSONObject: json)
        #expect(throws: (any Error).self) { try JSONDecoder().decode(JigsawRules.self, from: wrong) }
    }
}

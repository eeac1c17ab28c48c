// The web page's style sheet (see page_assets.hpp): a header with the step counter and the controls,
// the state on screen under it; the view keys choose what shows (body classes view-*); the colour-blind
// copies of the bars show under body.cb; a narrow screen (a phone, 390 px) stacks everything and shows the
// bars, a step's own picture and the network laid out narrow (.narrow for .wide; the network's at its own
// size, .own-size, scrolling sideways where wider), their labels readable there; a wide screen shows a
// network too large to read whole as its window of steps at its own size (.wide.own-size, shrunk only to
// the column; in a box that scrolls, .scrolls, where it is taller than the column); print is a handout of
// one state per page with its note and question.
#include "page_assets.hpp"

namespace sortscope::exports::web {

std::string_view page_style() {
    return R"CSS(
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font-family:"DejaVu Sans",Verdana,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.4;color:#141414;background:#fff}
header#bar{position:sticky;top:0;z-index:2;background:#f4f6fa;border-bottom:1px solid #c8d0dc;padding:6px 12px;display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px}
header h1{font-size:18px;margin:0;flex:1 1 300px;min-width:0;overflow-wrap:anywhere}
.status{margin:0;display:flex;flex-wrap:wrap;gap:4px 12px;align-items:center}
#counter{font-weight:bold;background:#ffecbe;padding:1px 8px;border-radius:4px;white-space:nowrap}
#score{white-space:nowrap}
#verdict{font-weight:bold}
nav{display:flex;flex-wrap:wrap;gap:4px}
nav button{font:inherit;font-size:14px;padding:3px 8px;border:1px solid #8895aa;border-radius:4px;background:#fff;cursor:pointer;white-space:nowrap}
nav button[aria-pressed=true]{background:#dde6f5}
#help{padding:4px 12px;background:#fffbe6;border-bottom:1px solid #e0d8b0}
#help p{margin:0}
main{padding:8px 12px 24px;max-width:1900px;margin:0 auto}
.slide{border-left:6px solid #c85000;background:#fff6ee;padding:6px 12px;margin:0 0 8px}
.slide h2{font-size:20px;margin:0}
.slide-count{font-size:14px;font-weight:normal;color:#555;margin-right:8px;white-space:nowrap}
.slide p{margin:4px 0}
.question{font-style:italic}
.note{display:none;background:#eef3ff;border-left:4px solid #5070b0;padding:4px 8px}
body.notes .slide .note{display:block}
h2.what{font-size:18px;margin:4px 0}
.narration{margin:2px 0 6px;max-width:75em}
.keys{margin:0 0 6px;font-family:"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:14px;overflow-wrap:anywhere}
.pictures{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
.pic{margin:0;flex:1 1 520px;min-width:0}
.pic svg{display:block;width:100%;height:auto;max-height:72vh}
.cbv{display:none}
@media screen{.pic .wide.own-size svg{width:auto;max-width:100%;max-height:none}.pic .wide.scrolls{max-height:72vh;overflow:auto}}
.narrow{display:none}
body.cb .cbv{display:block}
body.cb .std{display:none}
.table-view,.kernel-view{display:none;margin-top:8px}
.table-scroll{overflow-x:auto;margin-bottom:8px}
table{border-collapse:collapse;font-size:14px}
.table-title{font-weight:bold;margin:2px 0}
th,td{border:1px solid #c0c6d0;padding:1px 6px;text-align:right;white-space:nowrap}
th{background:#eef1f6}
.more{font-size:13px;color:#555;margin:2px 0}
.kernel-view h3{font-size:16px;margin:4px 0}
.params{font-family:"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:13px;margin:2px 0;overflow-wrap:anywhere}
.param{background:#eef1f6;padding:0 4px;border-radius:3px;display:inline-block;margin:1px 0}
.param.define{background:#e6f3e6}
.regions{margin:2px 0;font-size:14px}
pre.listing{font-family:"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:13px;line-height:1.3;white-space:pre-wrap;overflow-wrap:anywhere;background:#fafafa;border:1px solid #ddd;padding:4px;margin:4px 0;max-height:60vh;overflow-y:auto}
pre.listing .lit{background:#ffe3b0;display:block}
pre.listing .out{color:#999}
body.cb pre.listing .lit{background:#fbf0a0}
.predict{border:2px solid #5070b0;border-radius:6px;padding:6px 10px;margin:8px 0;background:#f7f9ff}
.predict .prompt{margin:0 0 4px}
.predict .inputs{display:flex;flex-wrap:wrap;gap:2px 14px}
.predict .choice{white-space:nowrap}
.predict input[type=number]{width:6em;font:inherit}
.predict button{font:inherit;padding:3px 10px}
.predict p{margin:4px 0}
.predict.folded{border-style:dashed;border-width:1px}
.predict.folded .inputs,.predict.folded .check,.predict:not(.folded) .unfold{display:none}
.unfold{font:inherit;font-size:14px;padding:1px 8px}
.predict.right{border-color:#2a8a2a}
.predict.wrong{border-color:#c03030}
.handout{display:none}
footer{color:#666;font-size:13px;padding:0 12px 12px}
#blank{position:fixed;inset:0;background:#000;z-index:10}
/* the views: 1 bars, 2 network, 3 table, 4 all, 7 kernel */
body.view-bars .pic-network,body.view-table .pic,body.view-kernel .pic{display:none}
body.view-network .pic-bars{display:none}
body.no-network.view-network .pic-bars{display:block}
body.view-table .table-view,body.view-all .table-view,body.view-kernel .kernel-view{display:block}
@media (max-width:700px){
  body{font-size:15px}
  header#bar{padding:4px 8px;position:static}
  header h1{font-size:16px;flex-basis:100%}
  nav button{font-size:13px;padding:2px 6px}
  main{padding:6px 8px 16px}
  .pic{flex-basis:100%}
  .pic .wide{display:none}
  .pic .narrow{display:block}
  .pic .own-size{overflow-x:auto}
  .pic .own-size svg{width:auto;max-width:none;max-height:none}
  .slide h2,h2.what{font-size:16px}
  table{font-size:13px}
}
@media print{
  @page{margin:12mm}
  body{font-size:11pt}
  header#bar{position:static;display:block;border:0;background:none;padding:0}
  header .status,header nav,#help,#blank,footer,.slide,.predict .check,.table-view,.kernel-view{display:none!important}
  header h1{font-size:13pt;margin:0 0 4pt}
  main{padding:0}
  section.state,section.state[hidden]{display:block!important;break-after:page;page-break-after:always;break-inside:avoid}
  section.state:last-of-type{break-after:auto;page-break-after:auto}
  body.view-bars .pic-network,body.view-network .pic-bars,body.view-table .pic{display:block}
  .pictures{display:flex;flex-wrap:nowrap;gap:8pt}
  .pic{margin:0 0 4pt;flex:1 1 0}
  .pic svg{max-height:9cm;width:100%}
  .pic .wide.own-size svg{max-height:7cm}
  .cbv,.narrow{display:none!important}
  .wide{display:block!important}
  .std{display:block!important}
  .keys{font-size:9pt}
  .handout{display:block;border-left:3pt solid #c85000;padding:2pt 6pt;margin:4pt 0}
  .handout h3{font-size:12pt;margin:0}
  .handout p{margin:2pt 0}
  .handout .note{display:block}
  .predict{break-inside:avoid;padding:3pt 6pt}
  .predict .inputs{font-size:9pt}
  .predict.folded .inputs{display:flex!important}
  .unfold{display:none!important}
  .predict .answer{display:none}
}
)CSS";
}

}  // namespace sortscope::exports::web

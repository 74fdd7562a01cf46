@ thumb_edge_00: hand-written exception cases in Thumb state (see README.md): the
@ return address QEMU gives each exception from a 16-bit and a 32-bit instruction.
.syntax unified
.text
.global cases
.arm
.balign 4
.thumb
c0: @ case 0
	.inst.w 0xf7f0a000 @ udf.w #0 (32-bit: LR = address + 2)
	.p2align 2
	bx pc
	nop
.arm
	b post
.balign 4
.thumb
c1: @ case 1
	.inst.n 0xde01 @ udf #1
	.p2align 2
	bx pc
	nop
.arm
	b post
.balign 4
.thumb
c2: @ case 2
	svc #5
	.p2align 2
	bx pc
	nop
.arm
	b post
.balign 4
.thumb
c3: @ case 3
	bkpt #3
	.p2align 2
	bx pc
	nop
.arm
	b post
.balign 4
.thumb
c4: @ case 4
	ldrex r0, [r1]
	.p2align 2
	bx pc
	nop
.arm
	b post
.balign 4
.thumb
c5: @ case 5
	ldrd r2, r3, [r1, #4]
	.p2align 2
	bx pc
	nop
.arm
	b post
.balign 4
.thumb
c6: @ case 6
	nop
	.inst.w 0xf7f0a000 @ udf.w #0 at an address that is 2 mod 4
	.p2align 2
	bx pc
	nop
.arm
	b post
.balign 4
.arm
c7: @ case 7
	.inst 0xe7f000f0 @ udf #0 (ARM)
	b post
.balign 4
.arm
c8: @ case 8
	ldrexd r0, r1, [r2]
	b post
.data
.balign 4
cases:
.word c0+1,0x11,0x0,0xd3,0x0,0x0,0,0
.word c1+1,0x13,0x0,0xd3,0x0,0x0,0,0
.word c2+1,0x15,0x0,0xd3,0x0,0x0,0,0
.word c3+1,0x17,0x0,0xd3,0x0,0x0,0,0
.word c4+1,0x19,0x0,0xd3,0x0,0x2,0x40100002,0,0
.word c5+1,0x1b,0x0,0xd3,0x0,0x2,0x40100001,0,0
.word c6+1,0x1d,0x0,0xd3,0x0,0x0,0,0
.word c7,0x1f,0x0,0xd3,0x0,0x0,0,0
.word c8,0x21,0x0,0xd3,0x0,0x4,0x40100004,0,0
.word 0
